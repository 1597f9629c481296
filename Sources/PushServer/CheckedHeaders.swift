/// The values of the headers APNs reads, found in one pass over a request's headers: APNs' checks
/// look up nine names, and a look-up each over every header costs a tenth of a push (BENCHMARKS.md, "serve").
struct CheckedHeaders {
    /// Headers APNs reads; one of them twice is `DuplicateHeaders`. Others (say two `accept`) are
    /// not APNs' business.
    static let names = [
        "authorization", "apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-id",
        "apns-collapse-id", "apns-channel-id", "apns-request-id",
    ]

    private var values: [[String]] = Array(repeating: [], count: CheckedHeaders.names.count)
    /// One of `names` came more than once (in any letter case).
    private(set) var duplicated = false

    init(_ request: APNSRequest) {
        for header in request.headers {
            guard let index = CheckedHeaders.names.firstIndex(where: { APNSRequest.isName(header.name, $0) }) else { continue }
            if !values[index].isEmpty { duplicated = true }
            values[index].append(header.value)
        }
    }

    /// Every value of `name` (one of `names`), in the order sent.
    func values(of name: String) -> [String] {
        CheckedHeaders.names.firstIndex(of: name).map { values[$0] } ?? []
    }
}
