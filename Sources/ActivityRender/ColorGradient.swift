import Canvas
import Foundation

/// A gradient as a definition spells it: `linear(blue, purple; leading, trailing)`,
/// `radial(white, blue)`, `angular(red, yellow, red)`. A shape filled with one takes, in each cell,
/// the gradient's colour at that cell's position; text and bars take its middle colour.
struct ColorGradient {
    enum Kind {
        /// From one unit point of the shape (0…1 each way) to another.
        case linear(start: (x: Double, y: Double), end: (x: Double, y: Double))
        /// Out from the centre to the corners.
        case radial
        /// Clockwise round the centre from the trailing side, as SwiftUI's `AngularGradient`.
        case angular
    }

    var kind: Kind
    /// The colours' spellings, spread evenly from 0 to 1 unless `locations` places them.
    var stops: [Substring]
    /// Where each stop sits (0…1, not decreasing), when every stop says (`white 0.5`).
    var locations: [Double]? = nil

    /// `linear(…)`, `radial(…)` or `angular(…)` with at least one colour; nil for anything else.
    static func parse(_ text: Substring) -> ColorGradient? {
        // The byte first: most colour names end in a letter, and it needs no grapheme breaking.
        guard text.utf8.last == UInt8(ascii: ")"), text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let name = text[text.startIndex..<open]
        guard name == "linear" || name == "radial" || name == "angular" else { return nil }
        let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        let stops = (parts.first ?? "").split(separator: ",").map { $0.drop { $0 == " " } }.map { $0.reversed().drop { $0 == " " }.reversed() }
            .map { Substring(String($0)) }.filter { !$0.isEmpty }
        guard !stops.isEmpty else { return nil }
        let (colours, locations) = located(stops)
        switch name {
        case "radial": return ColorGradient(kind: .radial, stops: colours, locations: locations)
        case "angular": return ColorGradient(kind: .angular, stops: colours, locations: locations)
        default:
            let points = parts.count > 1 ? parts[1].split(separator: ",").map { unitPoint(String($0).trimmedOfSpaces) } : []
            let start = points.first.flatMap { $0 } ?? (0.5, 0), end = points.dropFirst().first.flatMap { $0 } ?? (0.5, 1)
            return ColorGradient(kind: .linear(start: start, end: end), stops: colours, locations: locations)
        }
    }

    /// `white 0.25`: a colour and where it sits. The locations count only when every stop has one
    /// and they do not go backwards (SwiftUI's `Gradient.Stop`s in order).
    static func located(_ stops: [Substring]) -> ([Substring], [Double]?) {
        var colours: [Substring] = []
        var locations: [Double] = []
        for stop in stops {
            guard let space = stop.lastIndex(of: " "), let location = Double(stop[stop.index(after: space)...]), (0...1).contains(location),
                  location >= (locations.last ?? 0) else { return (stops, nil) }
            colours.append(Substring(String(stop[..<space]).trimmedOfSpaces))
            locations.append(location)
        }
        return (colours, locations)
    }

    /// SwiftUI's `UnitPoint` names (`.leading`, `.topTrailing`, …).
    static func unitPoint(_ name: String) -> (x: Double, y: Double)? {
        switch name.hasPrefix(".") ? String(name.dropFirst()) : name {
        case "top": return (0.5, 0)
        case "bottom": return (0.5, 1)
        case "leading": return (0, 0.5)
        case "trailing": return (1, 0.5)
        case "center": return (0.5, 0.5)
        case "topLeading": return (0, 0)
        case "topTrailing": return (1, 0)
        case "bottomLeading": return (0, 1)
        case "bottomTrailing": return (1, 1)
        default: return nil
        }
    }

    /// Where a point of the shape (each coordinate 0…1) falls in the gradient, 0…1.
    func fraction(x: Double, y: Double) -> Double {
        let t: Double
        switch kind {
        case .linear(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y
            let length = dx * dx + dy * dy
            t = length == 0 ? 0 : ((x - start.x) * dx + (y - start.y) * dy) / length
        case .radial:
            t = ((x - 0.5) * (x - 0.5) + (y - 0.5) * (y - 0.5)).squareRoot() / 0.5.squareRoot()
        case .angular:
            let angle = atan2(y - 0.5, x - 0.5)
            t = (angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi)
        }
        return max(0, min(1, t))
    }

    /// The colour at `t`, the stops resolved by `resolve`: mixed between the two stops around it
    /// where both are RGB colours, else the nearer one.
    func color(at t: Double, _ resolve: (Substring) -> Color?) -> Color? {
        guard stops.count > 1 else { return resolve(stops[0]) }
        if let locations, locations.count == stops.count { return color(at: t, locations: locations, resolve) }
        let position = t * Double(stops.count - 1)
        let index = min(stops.count - 2, Int(position.rounded(.down)))
        let within = position - Double(index)
        guard let a = resolve(stops[index]), let b = resolve(stops[index + 1]) else { return nil }
        let mixed = ColorOpacity.composite(b, over: a, alpha: within)
        return mixed == b && a != b && within < 0.5 ? a : mixed
    }

    /// `color(at:)` with the stops where `locations` puts them: the first colour before the first
    /// stop, the last after the last, mixed between two stops, and a hard edge where two share a place.
    func color(at t: Double, locations: [Double], _ resolve: (Substring) -> Color?) -> Color? {
        guard let first = locations.first, let last = locations.last else { return nil }
        if t <= first { return resolve(stops[0]) }
        if t >= last { return resolve(stops[stops.count - 1]) }
        guard let upper = locations.firstIndex(where: { $0 > t }), upper > 0 else { return resolve(stops[stops.count - 1]) }
        let lower = upper - 1
        let within = (t - locations[lower]) / (locations[upper] - locations[lower])
        guard let a = resolve(stops[lower]), let b = resolve(stops[upper]) else { return nil }
        let mixed = ColorOpacity.composite(b, over: a, alpha: within)
        return mixed == b && a != b && within < 0.5 ? a : mixed
    }
}
