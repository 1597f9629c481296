import ActivityModel
import Canvas
import Foundation

/// `dump --format json` (docs/ARCHITECTURE.md, "JSON outputs"). Every line of a surface is padded to the surface's
/// width in cells, so a diff of two dumps lines up.
public enum DumpJSON {
    public static func encode(_ rendered: RenderedScene, scene: Scene) -> JSONValue {
        var surfaces: [JSONMember] = []
        for surface in rendered.surfaces {
            let key = surface.kind == .minimal && surface.note == "detached" ? "minimalDetached" : surface.kind.rawValue
            var members = [JSONMember(key: "lines", value: .array(surface.cells.rows().map { .string($0) }))]
            switch surface.kind {
            case .lockScreen, .expanded, .standBy, .smartStack, .carPlay:
                members += [
                    JSONMember(key: "heightPt", value: JSONValue.number(rounded(surface.heightPt))),
                    JSONMember(key: "budgetPt", value: JSONValue.number(surface.budgetPt ?? SceneRenderer.heightBudget)),
                    JSONMember(key: "overBudget", value: .bool(surface.overBudget)),
                    JSONMember(key: "widthPt", value: JSONValue.number(rounded(surface.widthPt))),
                ]
                if let cut = surface.cutRow { members.append(JSONMember(key: "cutRow", value: .number(String(cut)))) }
                if surface.kind == .standBy, let screen = surface.maxWidthPt {
                    members.append(JSONMember(key: "screenWidthPt", value: JSONValue.number(screen)))
                }
                if surface.kind.pairsCompactViews {
                    members.append(JSONMember(key: "family", value: .string(surface.family?.rawValue ?? "compact")))
                }
            case .compactLeading, .compactTrailing, .minimal, .menuBar:
                members += [
                    JSONMember(key: "widthPt", value: JSONValue.number(rounded(surface.widthPt))),
                    JSONMember(key: "maxWidthPt", value: JSONValue.number(surface.maxWidthPt ?? 0)),
                    JSONMember(key: "overflow", value: .bool(surface.overflow)),
                    JSONMember(key: "heightPt", value: JSONValue.number(rounded(surface.heightPt))),
                ]
                if let recommended = surface.recommendedWidthPt {
                    members.insert(JSONMember(key: "recommendedWidthPt", value: JSONValue.number(recommended)), at: 2)
                }
            }
            if let id = surface.activityID { members.append(JSONMember(key: "activity", value: .string(id))) }
            if let note = surface.note { members.append(JSONMember(key: "note", value: .string(note))) }
            surfaces.append(JSONMember(key: key, value: .object(members)))
        }
        let activities = scene.activities.map { snapshot in
            JSONValue.object([
                JSONMember(key: "id", value: .string(snapshot.id)),
                JSONMember(key: "phase", value: .string(snapshot.phase.rawValue)),
                JSONMember(key: "isStale", value: .bool(snapshot.isStale)),
                JSONMember(key: "state", value: snapshot.state.reportJSON),
            ])
        }
        let diagnostics = rendered.diagnostics.map { d in
            var members = [
                JSONMember(key: "severity", value: .string(d.severity.rawValue)),
                JSONMember(key: "code", value: .string(d.code)),
                JSONMember(key: "message", value: .string(d.message)),
            ]
            if let path = d.path { members.append(JSONMember(key: "path", value: .string(path))) }
            return JSONValue.object(members)
        }
        var zone: [JSONMember] = []
        if let name = Scene.zoneName(scene.timeZone) { zone.append(JSONMember(key: "timeZone", value: .string(name))) }
        let island =
            scene.device.island?.isLimitedInWidth == true ? [JSONMember(key: "island", value: .string("limited"))] : []
        return .object([
            JSONMember(key: "now", value: .string(Timestamp.iso8601(scene.now))),
        ] + zone + [
            JSONMember(key: "device", value: .string(scene.device.id)),
        ] + island + [
            JSONMember(key: "theme", value: .string(scene.theme.name)),
            JSONMember(key: "locale", value: .string(scene.environment.locale)),
            JSONMember(key: "dynamicType", value: .string(scene.environment.dynamicTypeSize.rawValue)),
            JSONMember(key: "activities", value: .array(activities)),
            JSONMember(key: "surfaces", value: .object(surfaces)),
            JSONMember(key: "diagnostics", value: .array(diagnostics)),
        ])
    }

    /// Two decimals, enough for 52.33 pt and stable across platforms.
    static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
