// swift-tools-version: 6.0
import PackageDescription
#if canImport(Glibc)
import Glibc
#endif

/// A release binary linked with lld and packed relative relocations (DT_RELR): the static binary's
/// 3.5 MB relocation table becomes 28 KB, read by the loader at every start (BENCHMARKS.md,
/// "Goals"). Only a loader from glibc 2.36 on reads DT_RELR, so elsewhere the binary links as before.
let packedRelocations: [LinkerSetting] = {
    #if canImport(Glibc)
    // "glibc 2.36"
    var name = [CChar](repeating: 0, count: 64)
    guard confstr(Int32(_CS_GNU_LIBC_VERSION), &name, name.count) > 0 else { return [] }
    let parts = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
    guard parts.count >= 2, (parts[0], parts[1]) >= (2, 36) else { return [] }
    return [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"], .when(platforms: [.linux], configuration: .release))]
    #else
    return []
    #endif
}()

let package = Package(
    name: "livepeek",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "livepeek", targets: ["livepeek"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-http2", from: "1.46.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
    ],
    targets: [
        // Pure values: the ContentState contract, JSON, decoding, the lifecycle engine.
        // Swift 6.3.1's closure specialiser does not finish on the decoder's recursion through enums
        // (decode -> decodeFields -> decode, a path closure a level): a release build of this module
        // grew past 18 GB. Without that one pass it builds in 11 s (BENCHMARKS.md, "Builds").
        .target(name: "ActivityModel", swiftSettings: [.unsafeFlags(["-Xllvm", "-sil-disable-pass=closure-specialize"], .when(configuration: .release))]),
        // Cells, styles, colours and the character-width rule: what a terminal can show; and the
        // terminal itself as a protocol (`TerminalBackend`, its keys and events).
        .target(name: "Canvas"),
        // The typed IR both front ends lower to, and its interpreter: Swift's semantics, the standard
        // library and Foundation as widgets call them.
        .target(name: "Expressions"),
        // The view tree, expressions, environment, font metrics and layout in points.
        .target(name: "ActivityLayout", dependencies: ["ActivityModel"]),
        // Device profiles, themes, symbol glyphs, scenes, the renderer and the dump encoders.
        // The built-in themes are the repository's Themes/*.yaml, embedded as bytes at build time (no
        // bundle to ship); SwiftPM takes resources only inside a target, so the target holds a link to them.
        .target(name: "ActivityRender", dependencies: ["Canvas", "ActivityModel", "ActivityLayout"],
                resources: [.embedInCode("Themes")]),
        // Reads activity definitions (YAML or JSON files) into ActivityModel values.
        .target(name: "DefinitionLoader", dependencies: [
            "ActivityModel",
            .product(name: "Yams", package: "Yams"),
        ]),
        // Reads a widget's Swift source (ActivityAttributes, ActivityConfiguration, #Preview) with
        // swift-syntax into the same definition the YAML loader makes.
        .target(name: "SwiftUISource", dependencies: [
            "ActivityModel", "ActivityLayout", "Expressions",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
        ]),
        // Stream framing of push feeds (NDJSON, concatenated JSON, .apns files).
        .target(name: "PushFeed", dependencies: ["ActivityModel"]),
        // The APNs-compatible endpoint: request checks as APNs makes them (pure values), provider
        // tokens, the record, and the SwiftNIO listener. NIO stays out of every other module.
        .target(name: "PushServer", dependencies: [
            "ActivityModel", "PushFeed",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOTLS", package: "swift-nio"),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            .product(name: "NIOHTTP2", package: "swift-nio-http2"),
            .product(name: "NIOHPACK", package: "swift-nio-http2"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "X509", package: "swift-certificates"),
            .product(name: "SwiftASN1", package: "swift-asn1"),
        ]),
        // The interactive screen as values: state, actions, reduce, the screen layout, the event loop.
        .target(name: "PreviewApp", dependencies: ["Canvas", "ActivityModel", "ActivityLayout", "ActivityRender"]),
        // ncursesw, imported through a shim header that sets the wide-character defines and links
        // ncursesw and tinfo itself. Not through pkg-config: on Debian its flags are only those
        // defines and libraries, and SwiftPM refuses the defines with a "prohibited flag(s)" warning
        // on every build. Without libncurses-dev the shim's #include names the missing header.
        .systemLibrary(name: "CNcurses"),
        // The one module that touches ncurses: NCursesTerminal, a thin TerminalBackend.
        .target(name: "NCursesBackend", dependencies: ["Canvas", "CNcurses"]),
        // The command tree as a library, so tests parse and run commands in process.
        .target(name: "LivepeekCLI", dependencies: [
            "ActivityModel", "ActivityLayout", "ActivityRender", "Canvas", "DefinitionLoader", "PushFeed",
            "PreviewApp", "NCursesBackend", "SwiftUISource", "PushServer",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // `main`: runs the command tree and prints its one error.
        .executableTarget(name: "livepeek", dependencies: ["LivepeekCLI"], linkerSettings: packedRelocations),
        // The render benchmark of BENCHMARKS.md; not shipped.
        .executableTarget(name: "livepeek-bench", dependencies: ["ActivityModel", "ActivityLayout", "ActivityRender", "DefinitionLoader", "PushFeed"],
                          linkerSettings: packedRelocations),
        // The fuzz targets' bodies as plain functions (Tests/Fuzz): run by libFuzzer and replayed by
        // FuzzReplayTests; not shipped.
        .target(name: "FuzzTargets", dependencies: [
            "ActivityModel", "ActivityLayout", "ActivityRender", "Canvas", "DefinitionLoader", "PushFeed", "SwiftUISource", "PushServer",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOHPACK", package: "swift-nio-http2"),
        ]),
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzTargets"], path: "Tests/Fuzz/Replay"),
        .testTarget(name: "ActivityModelTests", dependencies: [
            "ActivityModel", "DefinitionLoader", "PushFeed", "TestSupport", .product(name: "Yams", package: "Yams"),
        ]),
        // What more than one test target needs (a seeded random generator, the error a call throws); not shipped.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas", "TestSupport"], exclude: ["generate-wide-table.py"]),
        .testTarget(name: "ActivityLayoutTests", dependencies: ["ActivityLayout", "ActivityModel", "DefinitionLoader"]),
        .testTarget(name: "ActivityRenderTests", dependencies: ["ActivityRender", "Canvas", "ActivityLayout", "ActivityModel", "DefinitionLoader", "PushFeed",
                                                                "TestSupport"],
                    exclude: ["__Grids__"]),
        .testTarget(name: "PushFeedTests", dependencies: ["PushFeed", "ActivityModel", "TestSupport"]),
        .testTarget(name: "PushServerTests", dependencies: [
            "PushServer", "ActivityModel", "DefinitionLoader", "PushFeed", .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOEmbedded", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"), .product(name: "NIOHTTP2", package: "swift-nio-http2"),
            .product(name: "NIOHPACK", package: "swift-nio-http2"),
        ]),
        .testTarget(name: "PreviewAppTests", dependencies: ["PreviewApp", "Canvas", "ActivityModel", "ActivityLayout", "ActivityRender", "DefinitionLoader"]),
        .testTarget(name: "NCursesBackendTests", dependencies: ["NCursesBackend", "Canvas"]),
        .testTarget(name: "SwiftUISourceTests", dependencies: [
            "SwiftUISource", "ActivityModel", "ActivityLayout", "ActivityRender", "DefinitionLoader",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // The interpreter held to the Swift compiler (swiftc runs in the test), and its own unit tests.
        .testTarget(name: "ExpressionsTests", dependencies: ["Expressions", "SwiftUISource"]),
        // Reads the test sources themselves: every test can record a failure of its own.
        .testTarget(name: "SuiteHygieneTests", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "LivepeekCLITests", dependencies: [
            "livepeek", "LivepeekCLI", "ActivityModel", "ActivityLayout", "ActivityRender", "Canvas", "DefinitionLoader", "PreviewApp", "PushFeed", "PushServer",
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer entry (Tests/Fuzz/run.sh sets LIVEPEEK_FUZZ=1). Declared only on request: an
// executable without `main` links only with -sanitize=fuzzer, so a plain `swift build` would fail on it.
if Context.environment["LIVEPEEK_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "livepeek-fuzz", dependencies: ["FuzzTargets"], path: "Tests/Fuzz/Entry"))
    package.products.append(.executable(name: "livepeek-fuzz", targets: ["livepeek-fuzz"]))
}
