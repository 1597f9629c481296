import Foundation
import Testing

/// `livepeek preview`'s arguments, checked before any terminal is opened.
@Suite struct PreviewArgumentsTests {
    /// argument-parser took `-5` for a flag and said only "Missing value for '--speed <speed>'".
    @Test(arguments: ["-5", "0", "-0.5", "-1e9"])
    func aSpeedThatIsNotPositiveIsRefusedWithWhatItMustBe(speed: String) throws {
        let output = InProcess.run(["preview", InProcess.path("Samples/delivery"), "--speed", speed])
        #expect(output.status == 2)
        #expect(output.errors.joined().hasPrefix("livepeek: error: --speed must be positive"), "\(output.errors)")
        #expect(!output.errors.joined().contains("Missing value"))
    }

    /// A good speed passes the check: what stops this run is the missing terminal (the tests' stdin
    /// is a pipe), not the speed.
    @Test func aPositiveSpeedIsTaken() throws {
        let output = try BinaryRunner.run(["preview", "Samples/delivery", "--no-feed", "--speed", "2.5"])
        #expect(!output.stderr.contains("--speed"), "\(output.stderr)")
    }
}
