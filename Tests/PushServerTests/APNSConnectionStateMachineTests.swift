import Crypto
import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2
@testable import PushServer
import Testing

/// `APNSConnectionStateMachine` alone, without a channel: for each event in each phase, the action
/// it asks for and the phase it leaves the connection in.
@Suite struct APNSConnectionStateMachineTests {
    typealias Machine = APNSConnectionStateMachine

    static func stream(_ id: Int) -> HTTP2StreamID { HTTP2StreamID(id) }

    static func headers(path: String? = "/3/device/ab", method: String? = "POST", authorization: String? = nil) -> HPACKHeaders {
        var fields = HPACKHeaders()
        if let method { fields.add(name: ":method", value: method) }
        fields.add(name: ":scheme", value: "https")
        if let path { fields.add(name: ":path", value: path) }
        fields.add(name: "apns-topic", value: "com.example.app.push-type.liveactivity")
        if let authorization { fields.add(name: "authorization", value: authorization) }
        return fields
    }

    static func data(_ count: Int) -> IOData { .byteBuffer(ByteBuffer(repeating: UInt8(ascii: "x"), count: count)) }

    /// A machine with requests begun (HEADERS, no END_STREAM) on `streams`.
    static func begun(_ streams: [Int]) -> Machine {
        var machine = Machine(streamLimit: nil)
        for id in streams { _ = machine.receivedHeaders(stream(id), headers(), endStream: false, now: Date()) }
        return machine
    }

    // MARK: requests

    @Test func aRequestIsAnsweredOnceItsLastFrameArrivesWithItsHeadersAndBody() {
        var machine = Machine(streamLimit: nil)
        guard case .none = machine.receivedHeaders(Self.stream(1), Self.headers(), endStream: false, now: Date()) else {
            Issue.record("HEADERS without END_STREAM: wait for the body"); return
        }
        guard case .none = machine.receivedData(Self.stream(1), Self.data(10), endStream: false) else { Issue.record("more to come"); return }
        guard case .answer(let answer) = machine.receivedData(Self.stream(1), Self.data(5), endStream: true) else {
            Issue.record("END_STREAM: answer"); return
        }
        #expect(answer.streamID == Self.stream(1) && !answer.thenClose)
        #expect(answer.request.method == "POST" && answer.request.path == "/3/device/ab")
        #expect(answer.request.headers.map(\.name) == ["apns-topic"], "pseudo-headers set apart")
        #expect(answer.request.body.bytes.count == 15 && !answer.request.body.oversized)
        #expect(machine.begunCount == 0 && machine.phase == .open)
    }

    @Test func headersWithEndStreamAreAnsweredAtOnceAndTrailersAddNothing() {
        var machine = Self.begun([3])
        guard case .answer(let empty) = machine.receivedHeaders(Self.stream(1), Self.headers(), endStream: true, now: Date()) else {
            Issue.record("HEADERS with END_STREAM: answer"); return
        }
        #expect(empty.request.body.bytes.isEmpty)
        var trailers = HPACKHeaders()
        trailers.add(name: "x-trailer", value: "1")
        guard case .answer(let answer) = machine.receivedHeaders(Self.stream(3), trailers, endStream: true, now: Date()) else {
            Issue.record("trailers ending the stream: answer"); return
        }
        #expect(answer.request.headers.map(\.name) == ["apns-topic"], "trailers are not headers of the request")
    }

    @Test func aBodyIsKeptToOneBytePastTheLimitAndTheRestCounted() {
        var machine = Self.begun([1])
        _ = machine.receivedData(Self.stream(1), Self.data(APNSRules.maximumBodyBytes), endStream: false)
        guard case .answer(let answer) = machine.receivedData(Self.stream(1), Self.data(100_000), endStream: true) else {
            Issue.record("answered, oversized or not"); return
        }
        #expect(answer.request.body.bytes.count == APNSRules.maximumBodyBytes + 1)
        #expect(answer.request.body.oversized)
    }

    @Test func aStreamWithoutItsPseudoHeadersIsReset() {
        var machine = Machine(streamLimit: nil)
        guard case .resetStream(let id) = machine.receivedHeaders(Self.stream(1), Self.headers(path: nil), endStream: true, now: Date()) else {
            Issue.record("no :path: RST_STREAM"); return
        }
        #expect(id == Self.stream(1))
        guard case .resetStream = machine.receivedData(Self.stream(5), Self.data(3), endStream: true) else {
            Issue.record("DATA on a stream never begun: RST_STREAM"); return
        }
    }

    @Test func aStreamClosedByNIOIsForgotten() {
        var machine = Self.begun([1, 3])
        guard case .none = machine.streamClosed(Self.stream(1)) else { Issue.record("open: nothing to do"); return }
        #expect(machine.begunCount == 1)
        guard case .none = machine.streamClosed(Self.stream(9)) else { Issue.record("unknown stream: nothing"); return }
        #expect(machine.begunCount == 1)
    }

    // MARK: flow control

    @Test func aWindowHalfUsedIsGivenBackWhileItsRequestArrives() {
        let machine = Self.begun([1])
        guard case .updateWindow(let id, let increment) = machine.windowUpdated(Self.stream(1), inboundWindowSize: 30_000) else {
            Issue.record("half used: WINDOW_UPDATE"); return
        }
        #expect(id == Self.stream(1) && increment == Machine.windowSize - 30_000)
        guard case .none = machine.windowUpdated(Self.stream(1), inboundWindowSize: 40_000) else { Issue.record("less than half used"); return }
        guard case .none = machine.windowUpdated(Self.stream(3), inboundWindowSize: 10) else { Issue.record("no request on it: none"); return }
        guard case .updateWindow(.rootStream, _) = machine.windowUpdated(.rootStream, inboundWindowSize: 10) else {
            Issue.record("the connection's window, whatever the streams"); return
        }
    }

    // MARK: the stream limit

    @Test func aValidTokenRaisesTheStreamLimitOnceAndAnInvalidOneNever() throws {
        let key = P256.Signing.PrivateKey()
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let header = ProviderToken.base64URLEncode(Array(#"{"alg":"ES256","kid":"ABC123DEFG"}"#.utf8))
        let claims = ProviderToken.base64URLEncode(Array(#"{"iss":"TEAM123456","iat":1794999940}"#.utf8))
        let signature = try key.signature(for: Data("\(header).\(claims)".utf8)).rawRepresentation
        let token = "bearer \(header).\(claims).\(ProviderToken.base64URLEncode(signature))"
        let tokens = ProviderTokenCheck(key: .init(publicKey: key.publicKey, keyID: "ABC123DEFG", teamID: "TEAM123456"))
        var machine = Machine(streamLimit: StreamLimitRaiser(tokens: tokens))

        guard case .none = machine.receivedHeaders(Self.stream(1), Self.headers(authorization: "bearer a.b.c"), endStream: false, now: now) else {
            Issue.record("an invalid token raises nothing"); return
        }
        guard case .raiseStreamLimit(let settings, let answer) = machine.receivedHeaders(Self.stream(3), Self.headers(authorization: token),
                                                                                        endStream: true, now: now) else {
            Issue.record("a valid token: SETTINGS"); return
        }
        guard case .settings(.settings(let values)) = settings else { Issue.record("a SETTINGS payload"); return }
        #expect(values == [HTTP2Setting(parameter: .maxConcurrentStreams, value: PushListener.maximumConcurrentStreams)])
        #expect(answer?.streamID == Self.stream(3), "the whole request answered after the SETTINGS")
        guard case .answer = machine.receivedHeaders(Self.stream(5), Self.headers(authorization: token), endStream: true, now: now) else {
            Issue.record("raised once only"); return
        }
    }

    // MARK: idle

    @Test func idleClosesWithGoAwayIdleTimeoutAndSaysSo() {
        var machine = Self.begun([1, 7])
        guard case .goAway(let last, .idleTimeout, .close, let note) = machine.idleTimeout() else { Issue.record("GOAWAY IdleTimeout, close"); return }
        #expect(last == Self.stream(7), "the highest stream read")
        #expect(note?.kind == .idleTimeout)
        #expect(machine.phase == .closed && machine.begunCount == 0)
        guard case .none = machine.idleTimeout() else { Issue.record("closed: once"); return }
        guard case .none = machine.receivedData(Self.stream(1), Self.data(1), endStream: true) else { Issue.record("closed: nothing read"); return }
    }

    // MARK: shutdown

    @Test func shutdownWithNothingBegunSaysGoAwayAndCloses() {
        var machine = Machine(streamLimit: nil)
        guard case .goAway(.rootStream, .shutdown, .close, nil) = machine.quiesce() else { Issue.record("GOAWAY Shutdown, close"); return }
        #expect(machine.phase == .closed)
        guard case .none = machine.quiesce() else { Issue.record("a second quiesce: nothing"); return }
        guard case .none = machine.idleTimeout() else { Issue.record("closed: no idle GOAWAY"); return }
    }

    @Test func shutdownWithStreamsInFlightDrainsThemThenCloses() {
        var machine = Self.begun([1, 3])
        guard case .goAway(let last, .shutdown, .drain(within: Machine.drainBound), nil) = machine.quiesce() else {
            Issue.record("GOAWAY Shutdown, then drain"); return
        }
        #expect(last == Self.stream(3) && machine.phase == .draining)
        guard case .none = machine.quiesce() else { Issue.record("draining: no second GOAWAY"); return }
        guard case .answer(let first) = machine.receivedData(Self.stream(1), Self.data(2), endStream: true), !first.thenClose else {
            Issue.record("a begun request is answered, the connection kept for the other"); return
        }
        guard case .answer(let second) = machine.receivedData(Self.stream(3), Self.data(2), endStream: true), second.thenClose else {
            Issue.record("the last begun request: answered, then close"); return
        }
        #expect(machine.phase == .closed)
        guard case .none = machine.drainDeadline() else { Issue.record("closed before the deadline: nothing refused"); return }
    }

    @Test func aDrainingConnectionClosesWhenNIOClosesItsLastStream() {
        var machine = Self.begun([1])
        _ = machine.quiesce()
        guard case .close(nil) = machine.streamClosed(Self.stream(1)) else { Issue.record("the client reset the last one: close"); return }
        #expect(machine.phase == .closed)
    }

    @Test func theDrainDeadlineRefusesWhatIsStillArrivingInStreamOrder() {
        var machine = Self.begun([5, 1, 3])
        _ = machine.quiesce()
        _ = machine.receivedData(Self.stream(3), Self.data(1), endStream: true)
        guard case .refuseAndClose(let begun) = machine.drainDeadline() else { Issue.record("refuse the rest, close"); return }
        #expect(begun.map(\.0) == [Self.stream(1), Self.stream(5)])
        #expect(begun.allSatisfy { $0.1.path == "/3/device/ab" }, "refused with their headers, so the answer echoes their apns-id")
        #expect(machine.phase == .closed)
        guard case .none = machine.drainDeadline() else { Issue.record("once"); return }
    }

    @Test func anOpenConnectionIgnoresTheDrainDeadline() {
        var machine = Self.begun([1])
        guard case .none = machine.drainDeadline() else { Issue.record("not draining"); return }
        #expect(machine.phase == .open && machine.begunCount == 1)
    }

    // MARK: errors

    struct SomeError: Error {}

    @Test func aStreamErrorLeavesTheConnectionOpen() {
        var machine = Self.begun([1])
        machine.wroteFrame(.rstStream(.protocolError))
        machine.wroteFrame(.goAway(lastStreamID: .rootStream, errorCode: .noError, opaqueData: nil))
        guard case .none = machine.errorCaught(SomeError()) else { Issue.record("no error GOAWAY written: a stream's error"); return }
        #expect(machine.phase == .open && machine.begunCount == 1)
    }

    @Test func aConnectionErrorClosesAfterNIOsGoAwayAndNothingIsReadAfter() {
        var machine = Self.begun([1])
        machine.wroteFrame(.goAway(lastStreamID: Self.stream(1), errorCode: .frameSizeError, opaqueData: nil))
        guard case .close(let note) = machine.errorCaught(SomeError()) else { Issue.record("NIO's GOAWAY went out: close"); return }
        #expect(note?.kind == .protocolError)
        #expect(machine.phase == .closed)
        guard case .none = machine.receivedHeaders(Self.stream(3), Self.headers(), endStream: true, now: Date()) else {
            Issue.record("a request after the GOAWAY is not served"); return
        }
        guard case .none = machine.errorCaught(SomeError()) else { Issue.record("closed: once"); return }
    }
}
