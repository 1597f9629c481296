import Foundation

/// A `Measurement` as the program builds it: a value in a unit of one of Foundation's dimensions
/// (`UnitLength.kilometers`), converted with Foundation's own converters. The unit is kept by
/// name so the value stays `Sendable`; Foundation's `Dimension` is made when it is needed.
public struct MeasurementValue: Sendable, Equatable {
    public var value: Double
    public var unit: UnitName
}

/// `UnitLength.kilometers` as its dimension's class and the unit's name.
public struct UnitName: Sendable, Equatable {
    public var dimension: String
    public var name: String
}

extension Library {
    /// Foundation's dimension classes and the units widgets write, by name.
    static let unitNames: [String: [String]] = [
        "UnitLength": [
            "meters", "kilometers", "centimeters", "millimeters", "miles", "yards", "feet", "inches", "nauticalMiles",
        ],
        "UnitSpeed": ["metersPerSecond", "kilometersPerHour", "milesPerHour", "knots"],
        "UnitTemperature": ["celsius", "fahrenheit", "kelvin"],
        "UnitMass": ["grams", "kilograms", "milligrams", "pounds", "ounces", "stones"],
        "UnitDuration": ["seconds", "minutes", "hours", "milliseconds"],
        "UnitEnergy": ["joules", "kilojoules", "calories", "kilocalories", "kilowattHours"],
        "UnitPower": ["watts", "kilowatts", "milliwatts", "horsepower"],
        "UnitVolume": ["liters", "milliliters", "gallons", "fluidOunces", "cups"],
        "UnitPressure": ["hectopascals", "bars", "poundsForcePerSquareInch", "inchesOfMercury"],
        "UnitAngle": ["degrees", "radians"],
    ]

    static func dimension(_ unit: UnitName) -> Dimension? {
        switch (unit.dimension, unit.name) {
        case ("UnitLength", "meters"): return UnitLength.meters
        case ("UnitLength", "kilometers"): return UnitLength.kilometers
        case ("UnitLength", "centimeters"): return UnitLength.centimeters
        case ("UnitLength", "millimeters"): return UnitLength.millimeters
        case ("UnitLength", "miles"): return UnitLength.miles
        case ("UnitLength", "yards"): return UnitLength.yards
        case ("UnitLength", "feet"): return UnitLength.feet
        case ("UnitLength", "inches"): return UnitLength.inches
        case ("UnitLength", "nauticalMiles"): return UnitLength.nauticalMiles
        case ("UnitSpeed", "metersPerSecond"): return UnitSpeed.metersPerSecond
        case ("UnitSpeed", "kilometersPerHour"): return UnitSpeed.kilometersPerHour
        case ("UnitSpeed", "milesPerHour"): return UnitSpeed.milesPerHour
        case ("UnitSpeed", "knots"): return UnitSpeed.knots
        case ("UnitTemperature", "celsius"): return UnitTemperature.celsius
        case ("UnitTemperature", "fahrenheit"): return UnitTemperature.fahrenheit
        case ("UnitTemperature", "kelvin"): return UnitTemperature.kelvin
        case ("UnitMass", "grams"): return UnitMass.grams
        case ("UnitMass", "kilograms"): return UnitMass.kilograms
        case ("UnitMass", "milligrams"): return UnitMass.milligrams
        case ("UnitMass", "pounds"): return UnitMass.pounds
        case ("UnitMass", "ounces"): return UnitMass.ounces
        case ("UnitMass", "stones"): return UnitMass.stones
        case ("UnitDuration", "seconds"): return UnitDuration.seconds
        case ("UnitDuration", "minutes"): return UnitDuration.minutes
        case ("UnitDuration", "hours"): return UnitDuration.hours
        case ("UnitDuration", "milliseconds"): return UnitDuration.milliseconds
        case ("UnitEnergy", "joules"): return UnitEnergy.joules
        case ("UnitEnergy", "kilojoules"): return UnitEnergy.kilojoules
        case ("UnitEnergy", "calories"): return UnitEnergy.calories
        case ("UnitEnergy", "kilocalories"): return UnitEnergy.kilocalories
        case ("UnitEnergy", "kilowattHours"): return UnitEnergy.kilowattHours
        case ("UnitPower", "watts"): return UnitPower.watts
        case ("UnitPower", "kilowatts"): return UnitPower.kilowatts
        case ("UnitPower", "milliwatts"): return UnitPower.milliwatts
        case ("UnitPower", "horsepower"): return UnitPower.horsepower
        case ("UnitVolume", "liters"): return UnitVolume.liters
        case ("UnitVolume", "milliliters"): return UnitVolume.milliliters
        case ("UnitVolume", "gallons"): return UnitVolume.gallons
        case ("UnitVolume", "fluidOunces"): return UnitVolume.fluidOunces
        case ("UnitVolume", "cups"): return UnitVolume.cups
        case ("UnitPressure", "hectopascals"): return UnitPressure.hectopascals
        case ("UnitPressure", "bars"): return UnitPressure.bars
        case ("UnitPressure", "poundsForcePerSquareInch"): return UnitPressure.poundsForcePerSquareInch
        case ("UnitPressure", "inchesOfMercury"): return UnitPressure.inchesOfMercury
        case ("UnitAngle", "degrees"): return UnitAngle.degrees
        case ("UnitAngle", "radians"): return UnitAngle.radians
        default: return nil
        }
    }

    /// `UnitLength.kilometers`, or nil for a name the dimension does not have.
    static func unitProperty(_ type: String, _ name: String) -> Value? {
        guard unitNames[type]?.contains(name) == true else { return nil }
        return .foundation(.unit(UnitName(dimension: type, name: name)))
    }

    /// A unit as an argument: `UnitLength.meters`, or `.meters` where the dimension is `dimension`
    /// (or, unsaid, the one dimension with a unit of that name).
    static func unit(_ value: Value?, in dimension: String?, at range: SourceRange) throws -> UnitName {
        switch value {
        case .foundation(.unit(let unit))?: return unit
        case .implicitMember(let name, let payload)? where payload.isEmpty:
            let candidates = unitNames.filter { (dimension == nil || $0.key == dimension) && $0.value.contains(name) }
            if candidates.count == 1, let found = candidates.first { return UnitName(dimension: found.key, name: name) }
            throw EvaluationError(
                .unsupported, "livepeek models no unit .\(name)\(dimension.map { " of \($0)" } ?? "")", at: range)
        default:
            throw EvaluationError(.typeMismatch, "a unit such as UnitLength.meters was expected", at: range)
        }
    }

    /// `Measurement(value:unit:)`.
    static func measurement(_ args: [TupleValue], at range: SourceRange) throws -> Value {
        guard let value = args.first(where: { $0.label == "value" })?.value else {
            throw EvaluationError(.typeMismatch, "Measurement takes value: and unit:", at: range)
        }
        let unit = try unit(args.first { $0.label == "unit" }?.value, in: nil, at: range)
        return .foundation(.measurement(MeasurementValue(value: try double(value, at: range), unit: unit)))
    }

    static func measurementProperty(_ m: MeasurementValue, _ name: String) -> Value? {
        switch name {
        case "value": return .double(m.value)
        case "unit": return .foundation(.unit(m.unit))
        default: return nil
        }
    }

    static func unitValueProperty(_ unit: UnitName, _ name: String) -> Value? {
        name == "symbol" ? dimension(unit).map { .string($0.symbol) } : nil
    }

    /// `converted(to:)`, through Foundation's converters.
    static func measurementMethod(
        _ m: MeasurementValue, _ name: String, _ args: [TupleValue], at range: SourceRange
    ) throws -> Value? {
        guard name == "converted" else { return nil }
        let target = try unit(args.first?.value, in: m.unit.dimension, at: range)
        guard target.dimension == m.unit.dimension, let from = dimension(m.unit), let to = dimension(target) else {
            throw EvaluationError(.typeMismatch, "cannot convert \(m.unit.dimension) to \(target.dimension)", at: range)
        }
        let converted = Measurement(value: m.value, unit: from).converted(to: to)
        return .foundation(.measurement(MeasurementValue(value: converted.value, unit: target)))
    }

    /// The text of `measurement.formatted(…)`: the value in the locale's digits and its unit's
    /// symbol. Linux's Foundation has no measurement formatting, so the unit is the one given (the
    /// phone converts to the locale's for some usages) and said once.
    static func formattedMeasurement(
        _ m: MeasurementValue, _ args: [TupleValue], _ interpreter: Interpreter,
        at range: SourceRange
    ) throws -> Value {
        var width = "abbreviated"
        var numberStyle: FormatStyleValue?
        if case .implicitMember("measurement", let payload)? = args.first?.value {
            width = payload.first { $0.label == "width" }?.value.asMemberName ?? width
            if case .foundation(.formatStyle(let style))? = payload.first(where: { $0.label == "numberFormatStyle" })?
                .value
            {
                numberStyle = style
            }
        }
        interpreter.note(
            .approximated,
            "a Measurement is written in its own unit with its symbol (Linux's Foundation "
                + "formats none; the phone may convert it to the locale's unit)", at: range)
        let number = formatFloating(
            m.value, numberStyle ?? FormatStyleValue(.number), numberStyle?.locale ?? interpreter.locale)
        let symbol = dimension(m.unit)?.symbol ?? m.unit.name
        return .string(width == "narrow" ? number + symbol : number + " " + symbol)
    }
}
