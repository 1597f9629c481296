import ActivityLayout
import ActivityModel
import Expressions
import Foundation
import Synchronization

/// A Swift widget's views as the phone computes them: its `ActivityConfiguration` is run by the
/// interpreter at each instant, with `context` bound to the decoded state and attributes, and the
/// SwiftUI values its closures build become the view trees the layout draws.
///
/// Nothing of the Swift is turned into text: the trees hold the values the code computed.
final class SwiftViewProgram: ViewProgram {
    let program: IR.Program
    /// The `ActivityConfiguration(for:…)` call, and the type whose member writes it.
    let configuration: IR.Expr
    let enclosingType: String?
    let attributesType: String
    let stateType: String
    /// The app's `UserDefaults` the user gave (`--defaults`), as the interpreter reads them.
    let defaults: [String: Value]?
    /// The app's string tables.
    let strings: LocalizedStrings

    /// The last evaluation and what it was made from: a render evaluates once for all its
    /// presentations unless the views read the presentation's size, and a frame of the preview
    /// once per tick when they read the clock.
    private let last = Mutex<(key: Key, result: EvaluatedViews)?>(nil)

    struct Key: Equatable {
        var state: StateValue?
        var attributes: StateValue?
        var isStale: Bool
        var isLuminanceReduced: Bool
        var family: ActivityFamily
        var fullscreen: Bool
        var limitedInWidth: Bool
        var geometry: GeometrySize?
        var timeZone: TimeZone
        var locale: String
        /// Only for code that read the clock.
        var now: Date?
        /// Only for code that read the presentation's size (`GeometryReader`).
        var readsGeometry = true
    }

    init(
        program: IR.Program, configuration: IR.Expr, enclosingType: String?, attributesType: String, stateType: String,
        defaults: JSONValue?, strings: LocalizedStrings
    ) {
        // Converted once: every evaluation reads the same defaults.
        if case .object(let members)? = defaults {
            var given: [String: Value] = [:]
            for member in members where given[member.key] == nil { given[member.key] = Self.value(member.value) }
            self.defaults = given
        } else {
            self.defaults = nil
        }
        self.strings = strings
        self.program = program
        self.configuration = configuration
        self.enclosingType = enclosingType
        self.attributesType = attributesType
        self.stateType = stateType
    }

    func evaluate(_ context: EvaluationContext, environment: Environment) -> EvaluatedViews {
        var key = Key(
            state: context.state, attributes: context.attributes, isStale: context.isStale,
            isLuminanceReduced: context.isLuminanceReduced,
            family: context.activityFamily, fullscreen: context.isActivityFullscreen,
            limitedInWidth: context.isDynamicIslandLimitedInWidth, geometry: context.geometry,
            timeZone: context.timeZone, locale: environment.locale, now: nil)
        if let cached = last.withLock({ $0 }) {
            var probe = key
            probe.now = cached.key.now == nil ? nil : context.now
            if !cached.key.readsGeometry {
                probe.geometry = cached.key.geometry
                probe.readsGeometry = false
            }
            if probe == cached.key { return cached.result }
        }
        let (result, readsClock, readsGeometry) = run(context, environment)
        if readsClock { key.now = context.now }
        key.readsGeometry = readsGeometry
        last.withLock { $0 = (key, result) }
        return result
    }

    private func run(
        _ context: EvaluationContext, _ environment: Environment
    ) -> (EvaluatedViews, readsClock: Bool, readsGeometry: Bool) {
        let interpreter = Interpreter(program: program, module: "Widget", now: context.now, timeZone: context.timeZone)
        // The phone's locale: Foundation's formatters and `Locale.current` read it.
        interpreter.locale = Locale(identifier: environment.locale)
        if !strings.isEmpty { interpreter.strings = strings }
        interpreter.userDefaults = defaults
        let host = SwiftUIHost(now: context.now, geometry: context.geometry)
        host.clock = environment.clock
        interpreter.host = host
        host.isLuminanceReduced = context.isLuminanceReduced
        host.activityFamily = context.activityFamily.rawValue
        host.isActivityFullscreen = context.isActivityFullscreen
        host.isDynamicIslandLimitedInWidth = context.isDynamicIslandLimitedInWidth
        host.interpreter = interpreter
        var views = ActivityViews()
        var readsStale = false
        var keylineTint: String?
        do throws(EvaluationError) {
            var bindings: [String: Value] = [:]
            // The widget's own `init()` may configure what no widget draws (`UISlider.appearance()`):
            // its stored properties' defaults are still what the closures read.
            if let enclosingType,
                let widget = (try? interpreter.evaluate(IR.Expr(.call(IR.Expr(.name(enclosingType)), []))))
                    ?? interpreter.defaultInstance(named: enclosingType)
            {
                bindings["self"] = widget
            }
            let value = try interpreter.evaluate(configuration, selfType: enclosingType, bindings: bindings)
            guard case .host(let configured as ConfigurationValue) = value else {
                throw EvaluationError(
                    .typeMismatch, "the widget's configuration is a \(value.typeName), not an ActivityConfiguration",
                    at: configuration.range)
            }
            let values = StateConversion(program: program)
            let activity = Value.host(
                ContextValue(
                    state: context.state.map { values.value($0, as: .named(stateType), owner: attributesType) }
                        ?? .null,
                    attributes: context.attributes.map { values.value($0, as: .named(attributesType), owner: "") }
                        ?? .null,
                    isStale: context.isStale, isLuminanceReduced: context.isLuminanceReduced, activityID: "preview"))
            views.lockScreen = node(
                try interpreter.build(configured.content, [activity], at: configuration.range), host)
            if case .function(let content) = configured.content, content.isEmptyClosure {
                host.report(
                    SwiftUIDiagnosticCode.emptyPresentation,
                    "the Lock Screen closure holds no views; drawn empty, as the phone shows it",
                    at: configuration.range, severity: .info, path: "lockScreen")
            }
            readsStale = host.readsStale
            if let island = configured.dynamicIsland {
                for built in try interpreter.build(island, [activity], at: configuration.range) {
                    guard case .host(let value as DynamicIslandValue) = built else { continue }
                    views.expanded = value.expanded
                    views.compactLeading = value.compactLeading
                    views.compactTrailing = value.compactTrailing
                    views.minimal = value.minimal
                    keylineTint = value.keylineTint
                }
            }
        } catch {
            host.report(SwiftUIDiagnosticCode.unsupportedExpression, error.message, at: error.range)
            if views.lockScreen == nil {
                views.lockScreen = ViewNode(
                    .unknown(SwiftUIHost.placeholderName(error)), line: error.range.line, column: error.range.column)
            }
        }
        reportDefaults(interpreter.notes, host)
        for note in interpreter.notes where note.kind != .sampleDefault && note.kind != .unsetDefault {
            let code =
                note.kind == .randomValue
                ? SwiftUIDiagnosticCode.randomValue : SwiftUIDiagnosticCode.approximatedModifier
            let suffix = note.kind == .approximated ? "" : ", the same on every run"
            host.report(code, note.message + suffix, at: note.range, severity: .info)
        }
        return (
            EvaluatedViews(
                views: views, diagnostics: host.diagnostics, readsStale: readsStale,
                backgroundTint: host.backgroundTint,
                keylineTint: keylineTint), interpreter.readsClock, host.readsGeometry
        )
    }

    /// One note for the app's defaults, naming the keys read, so they can be copied into `--defaults`.
    private func reportDefaults(_ notes: [InterpreterNote], _ host: SwiftUIHost) {
        let read = notes.filter { $0.kind == .sampleDefault || $0.kind == .unsetDefault }
        guard let first = read.first else { return }
        var keys: [String] = []
        for note in read { if let key = note.subject.map({ "'\($0)'" }), !keys.contains(key) { keys.append(key) } }
        let listed = keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? " and \(keys.count - 8) more" : "")
        let message =
            defaults == nil
            ? "the app's UserDefaults are not on this machine: \(listed) read as sample values (a string shows the "
                + "key's last part); give them with --defaults JSON|FILE"
            : "\(listed) not in --defaults: read as never set (false, 0, nil)"
        host.report(SwiftUIDiagnosticCode.appDefaults, message, at: first.range, severity: .info)
    }

    /// A `--defaults` value as `UserDefaults` holds it: a property list of strings, numbers,
    /// Booleans, arrays and dictionaries.
    static func value(_ json: JSONValue) -> Value {
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let text): return Int(text).map(Value.int) ?? .double(Double(text) ?? 0)
        case .string(let s): return .string(s)
        case .array(let items): return .array(items.map(value))
        case .object(let members): return .dictionary(members.map { DictionaryEntry(.string($0.key), value($0.value)) })
        }
    }

    private func node(_ values: [Value], _ host: SwiftUIHost) -> ViewNode? {
        let nodes = values.compactMap { host.viewNode($0) }
        if nodes.count == 1 { return nodes[0] }
        return nodes.isEmpty ? nil : ViewNode(.vStack(nodes, alignment: .center, spacing: nil))
    }
}
