import Foundation
import X509

/// What an APNs provider certificate allows, read from the client certificate of a mutual-TLS
/// connection (`serve --client-ca`): the bundle ids it may push to and the environments it is for.
///
/// Apple's push certificates name their app in the subject's UID and, for a universal certificate,
/// list every topic in the extension 1.2.840.113635.100.6.3.6 (a sequence of UTF-8 strings, each
/// topic followed by a sequence of its push types); 1.2.840.113635.100.6.3.1 marks the development
/// (sandbox) environment and 1.2.840.113635.100.6.3.2 production.
public struct ClientCertificate: Sendable, Equatable {
    public enum Environment: String, Sendable, Equatable, CaseIterable {
        case production, development
    }

    /// Bundle ids (and topics) the certificate names.
    public var topics: Set<String>
    /// The environments it is marked for; empty when it is marked for none.
    public var environments: Set<Environment>

    public init(topics: Set<String>, environments: Set<Environment>) {
        self.topics = topics
        self.environments = environments
    }

    static let uid = "0.9.2342.19200300.100.1.1"
    static let developmentOID = "1.2.840.113635.100.6.3.1"
    static let productionOID = "1.2.840.113635.100.6.3.2"
    static let topicsOID = "1.2.840.113635.100.6.3.6"

    /// Reads a DER certificate; nil when it cannot be parsed.
    public init?(der: [UInt8]) {
        guard let certificate = try? Certificate(derEncoded: der) else { return nil }
        var topics = Set<String>()
        for rdn in certificate.subject {
            for attribute in rdn where attribute.type.description == Self.uid {
                topics.insert(attribute.value.description)
            }
        }
        var environments = Set<Environment>()
        for field in certificate.extensions {
            switch field.oid.description {
            case Self.developmentOID: environments.insert(.development)
            case Self.productionOID: environments.insert(.production)
            case Self.topicsOID: topics.formUnion(Self.utf8Strings(inSequence: Array(field.value)))
            default: break
            }
        }
        self.init(topics: topics, environments: environments)
    }

    /// Whether a push for `bundleID` (its Live Activity topic's app) is one this certificate may send.
    public func allows(bundleID: String) -> Bool {
        topics.contains(bundleID)
    }

    /// The UTF8String elements directly inside a DER SEQUENCE (nested sequences, the push types, skipped).
    static func utf8Strings(inSequence der: [UInt8]) -> [String] {
        guard let (tag, content, _) = tlv(der, at: 0), tag == 0x30 else { return [] }
        var strings: [String] = []
        var at = content.lowerBound
        while at < content.upperBound, let (tag, value, next) = tlv(der, at: at), next <= content.upperBound {
            if tag == 0x0C, let text = String(bytes: der[value], encoding: .utf8) { strings.append(text) }
            at = next
        }
        return strings
    }

    /// The DER element at `at`: its tag, where its content lies, and where the next element starts.
    static func tlv(_ der: [UInt8], at: Int) -> (tag: UInt8, content: Range<Int>, next: Int)? {
        guard at + 2 <= der.count else { return nil }
        let tag = der[at]
        var length = Int(der[at + 1])
        var start = at + 2
        if length & 0x80 != 0 {
            let count = length & 0x7F
            guard count >= 1, count <= 3, start + count <= der.count else { return nil }
            length = der[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
            start += count
        }
        guard start + length <= der.count else { return nil }
        return (tag, start..<(start + length), start + length)
    }
}
