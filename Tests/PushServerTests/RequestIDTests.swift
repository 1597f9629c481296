@testable import PushServer
import Testing

@Suite struct RequestIDTests {
    @Test func madeIDsAreLowercaseVersion4UUIDsAndNeverRepeat() {
        var seen = Set<String>()
        for _ in 0..<100_000 {
            let id = APNSRules.newUUID()
            #expect(APNSRules.isUUID(id) && id == id.lowercased(), "\(id)")
            let bytes = Array(id.utf8)
            #expect(bytes[14] == UInt8(ascii: "4"), "version 4: \(id)")
            #expect("89ab".utf8.contains(bytes[19]), "RFC 4122 variant: \(id)")
            seen.insert(id)
        }
        #expect(seen.count == 100_000)
    }

    @Test func theFormatWritesTheBitsInOrder() {
        #expect(RequestID.format(hi: 0x0123_4567_89AB_CDEF, lo: 0xFEDC_BA98_7654_3210) == "01234567-89ab-cdef-fedc-ba9876543210")
    }
}
