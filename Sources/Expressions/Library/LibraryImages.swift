import Foundation

/// `UIImage`, as widgets use it: an image of the app's assets by name, turned into `Data` to travel
/// in attributes or app-group defaults and back into an image for `Image(uiImage:)`. The pixels are
/// the app's and not on this machine; what is kept is which asset it was, so the view draws it as
/// that asset's box, and whether bytes are an image at all, as `UIImage(data:)` decides.
extension Library {
    /// The value of an image of the asset `name` (empty for `UIImage()`).
    static func image(named name: String) -> Value {
        .structure(StructValue(type: "UIImage", fields: [("assetName", .string(name))]))
    }

    /// What `pngData()` gives for an asset: PNG's signature, so the bytes read as an image again,
    /// then the asset's name in place of its pixels.
    static func imageData(_ name: String) -> Data {
        Data(pngSignature) + Data(name.utf8)
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let imageSignatures: [[UInt8]] = [pngSignature, [0xFF, 0xD8, 0xFF], Array("GIF8".utf8), Array("RIFF".utf8)]

    /// `UIImage(…)`: nil where UIKit's initializer fails here too (no such file, bytes that are no image).
    static func constructImage(_ label: String?, _ first: Value, at range: SourceRange) throws -> Value? {
        switch label {
        case "named"?, "systemName"?:
            // The asset catalog ships with the app: a name resolves there, as it does on the phone.
            return .optional(image(named: try string(first, at: range)))
        case "data"?:
            guard case .foundation(.data(let data)) = first,
                  let signature = imageSignatures.first(where: { data.starts(with: $0) }) else { return .null }
            let name = signature == pngSignature ? String(decoding: data.dropFirst(signature.count), as: UTF8.self) : ""
            return .optional(image(named: name))
        case "contentsOfFile"?:
            return .null
        default:
            return nil
        }
    }

    static func imageMethod(_ image: StructValue, _ name: String) -> Value? {
        guard case .string(let asset)? = image["assetName"] else { return nil }
        switch name {
        case "pngData", "jpegData": return .optional(.foundation(.data(imageData(asset))))
        case "withRenderingMode", "withTintColor", "resized", "preparingThumbnail": return .structure(image)
        default: return nil
        }
    }
}
