/// The error `body` throws, or nil when it returns: for tests that assert on a refusal's message.
public func thrownError<T, E: Error>(_ body: () throws(E) -> T) -> E? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}
