import ActivityLayout
import Expressions

/// `@Environment(\.key)` read in a widget's views: the values the phone's environment has at the
/// render; every other wrapper's value is the program's own (`@State var x = 1`).
extension SwiftUIHost {
    func wrappedValue(
        _ wrapper: IR.PropertyWrapper, type: TypeName?, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        guard wrapper.name == "Environment", case .keyPath(let path)? = wrapper.arguments.first?.value.kind,
            let key = path.first
        else { return nil }
        switch key {
        // Always-On, which the render's context carries.
        case "isLuminanceReduced": return .bool(isLuminanceReduced)
        // `.medium` on the phone, `.small` in the Smart Stack and CarPlay: the surface decides.
        case "activityFamily": return .implicitMember(activityFamily, [])
        // True in StandBy only, where the Lock Screen presentation fills the screen.
        case "isActivityFullscreen": return .bool(isActivityFullscreen)
        // True in the compact and minimal presentations of an island limited in width.
        case "isDynamicIslandLimitedInWidth": return .bool(isDynamicIslandLimitedInWidth)
        // The Lock Screen's appearance in livepeek's default theme.
        case "colorScheme": return .implicitMember("dark", [])
        case "layoutDirection": return .implicitMember("leftToRight", [])
        case "dynamicTypeSize", "sizeCategory": return .implicitMember("large", [])
        // The render's own locale, calendar and time zone, which its formatters read too.
        case "locale": return .foundation(.locale(interpreter.locale))
        case "calendar": return .foundation(.calendar(interpreter.calendar))
        case "timeZone": return .foundation(.timeZone(interpreter.timeZone))
        // A phone's accessibility settings as they ship: off.
        case "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
            "accessibilityInvertColors", "accessibilityShowButtonShapes", "accessibilityVoiceOverEnabled":
            return .bool(false)
        // A Live Activity is drawn in full colour on its own background, on a 3x iPhone screen.
        case "widgetRenderingMode": return .implicitMember("fullColor", [])
        // A Live Activity drawn with its content, not as a placeholder: no reasons to redact.
        case "redactionReasons": return .array([])
        case "showsWidgetContainerBackground": return .bool(true)
        case "displayScale": return .double(3)
        case "horizontalSizeClass", "verticalSizeClass": return .optional(.implicitMember("compact", []))
        // Actions a tap would run (`openURL(url)`): a render taps nothing, so calling one does nothing.
        case "openURL", "dismiss", "refresh":
            return try interpreter.evaluate(IR.Expr(.closure(IR.Closure(parameters: ["_"], body: [])), range))
        default:
            if let value = try customEnvironmentValue(key, interpreter, at: range) { return value }
            report(
                SwiftUIDiagnosticCode.unsupportedExpression,
                "the environment value \\.\(key) is not modelled; its type's default is used", at: range)
            return nil
        }
    }

    /// A key the program adds (`extension EnvironmentValues { var compact: Bool { self[CompactKey.self] } }`):
    /// its `EnvironmentKey`'s `defaultValue`, which is what a view reads where no ancestor sets it.
    func customEnvironmentValue(_ key: String, _ interpreter: Interpreter, at range: SourceRange) throws -> Value? {
        if let set = environmentOverrides.last(where: { $0.key == key }) { return set.value }
        guard let getter = interpreter.program.declaration(named: "EnvironmentValues")?.computedProperties[key]?.getter,
            let keyType = Self.environmentKeyType(getter)
        else { return nil }
        return try interpreter.evaluate(IR.Expr(.member(IR.Expr(.type(keyType), range), "defaultValue"), range))
    }

    /// `.environment(\.key, value)` of a key the program adds, on a view of the program's whose body
    /// has not run yet: its body runs with the key set, as SwiftUI hands it down. Nil for any other.
    func customEnvironment(_ base: Value, _ args: [TupleValue], _ interpreter: Interpreter) throws -> Value? {
        guard args.count == 2, case .function(let keyPath) = args[0].value, let path = keyPath.keyPath, path.count == 1,
            interpreter.program.declaration(named: "EnvironmentValues")?.computedProperties[path[0]] != nil
        else { return nil }
        var view = base
        switch base {
        case .structure(var s):
            // The view's own `@Environment(\.key)` properties were read when it was made: they read the value set.
            for property in interpreter.program.declaration(named: s.type)?.storedProperties ?? []
            where property.wrapper?.name == "Environment" {
                if case .keyPath([path[0]])? = property.wrapper?.arguments.first?.value.kind {
                    s[property.name] = args[1].value
                }
            }
            view = .structure(s)
        case .enumCase: break
        default: return nil
        }
        environmentOverrides.append((path[0], args[1].value))
        defer { environmentOverrides.removeLast() }
        return viewNode(view).map { .host(ViewValue(node: $0)) }
    }

    /// The `K` of a getter that reads `self[K.self]`.
    static func environmentKeyType(_ getter: [IR.Stmt]) -> TypeName? {
        for statement in getter {
            let expression: IR.Expr
            switch statement.kind {
            case .expression(let e), .return(let e?): expression = e
            default: continue
            }
            if case .subscript(let base, let arguments) = expression.kind, case .name("self") = base.kind,
                case .type(let type)? = arguments.first?.value.kind
            {
                return type
            }
        }
        return nil
    }
}
