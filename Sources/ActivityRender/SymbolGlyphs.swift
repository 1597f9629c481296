import Canvas

/// SF Symbol names mapped to glyphs a terminal can draw, for `Image` and `Label(systemImage:)`: a
/// Unicode glyph, and an ASCII fallback of one to three characters for the `ascii` glyph set.
///
/// No glyph carries VS16 (terminals disagree on its width) or has a width that changed across
/// Unicode versions (`☰` became wide in Unicode 16). One-cell text symbols are preferred, as they take
/// the foreground colour like a template SF Symbol; objects without one use an Emoji_Presentation
/// emoji, two cells everywhere. Variants (`.fill`, `.circle`) are listed one by one, so an unknown
/// name stays unknown and is reported `layout.unknownSymbol` rather than drawn as a look-alike.
public struct SymbolGlyphs {
    /// Which form of a symbol to draw: a theme's `glyphs` setting.
    public enum GlyphSet: String, Sendable, CaseIterable {
        case unicode, ascii
    }

    /// The glyph for an SF Symbol name (exact, case-sensitive, as in `Image(systemName:)`); nil for a
    /// name the table does not know.
    public static func glyph(for name: String, set: GlyphSet) -> SymbolGlyph? {
        guard let glyphs = index[name] else { return nil }
        switch set {
        case .unicode: return glyphs.unicode
        case .ascii: return glyphs.ascii
        }
    }

    /// What to draw for a symbol the table does not know: `□` or `?`.
    public static func placeholder(for set: GlyphSet) -> SymbolGlyph {
        switch set {
        case .unicode: return SymbolGlyph(glyph: "□", width: 1)
        case .ascii: return SymbolGlyph(glyph: "?", width: 1)
        }
    }

    /// Every known symbol name, in table order (grouped by subject).
    public static var allNames: [String] {
        rows.flatMap(\.names)
    }

    /// The table by name. A name listed twice keeps its first row; a test keeps the table free of
    /// repeats, so this only guards against a crash from `Dictionary(uniqueKeysWithValues:)`.
    /// Both forms are made once: layout and drawing ask for a symbol's glyph many times a frame.
    private static let index: [String: (unicode: SymbolGlyph, ascii: SymbolGlyph)] = {
        var index: [String: (unicode: SymbolGlyph, ascii: SymbolGlyph)] = [:]
        for row in rows {
            let glyphs = (unicode: SymbolGlyph(glyph: row.unicode, width: row.width), ascii: SymbolGlyph(glyph: row.ascii, width: row.ascii.count))
            for name in row.names where index[name] == nil {
                index[name] = glyphs
            }
        }
        return index
    }()

    /// One glyph and the symbol names drawn with it.
    private struct Row: Sendable {
        let unicode: String
        let width: Int
        let ascii: String
        let names: [String]

        init(_ unicode: String, _ width: Int, _ ascii: String, _ names: String...) {
            self.unicode = unicode
            self.width = width
            self.ascii = ascii
            self.names = names
        }
    }

    // Glyph, its width in cells, the ASCII fallback, then the symbol names. Grouped by the subjects
    // real Live Activities show: deliveries, rides, transit, sports, timers, weather, charging,
    // fitness, then the generic arrows, marks and controls.
    private static let rows: [Row] = [
        // Delivery, food and shopping
        Row("📦", 2, "box", "shippingbox", "shippingbox.fill", "shippingbox.circle", "shippingbox.circle.fill"),
        Row("🚚", 2, "trk", "box.truck", "box.truck.fill", "box.truck.badge.clock", "box.truck.badge.clock.fill",
            "truck.box", "truck.box.fill"),
        Row("👜", 2, "bag", "bag", "bag.fill", "bag.circle", "bag.circle.fill"),
        Row("🛒", 2, "crt", "cart", "cart.fill", "cart.circle", "cart.circle.fill"),
        Row("🧺", 2, "bsk", "basket", "basket.fill"),
        Row("🥡", 2, "to", "takeoutbag.and.cup.and.straw", "takeoutbag.and.cup.and.straw.fill"),
        Row("🍴", 2, "eat", "fork.knife", "fork.knife.circle", "fork.knife.circle.fill"),
        Row("🍳", 2, "pan", "frying.pan", "frying.pan.fill"),
        Row("☕", 2, "cup", "cup.and.saucer", "cup.and.saucer.fill", "cup.and.heat.waves", "cup.and.heat.waves.fill"),
        Row("☕", 2, "mug", "mug", "mug.fill"),
        Row("🍷", 2, "wn", "wineglass", "wineglass.fill"),
        Row("🎂", 2, "cak", "birthday.cake", "birthday.cake.fill"),
        Row("🥕", 2, "veg", "carrot", "carrot.fill"),
        Row("🐟", 2, "fsh", "fish", "fish.fill"),
        Row("🍿", 2, "pop", "popcorn", "popcorn.fill"),
        Row("🔥", 2, "hot", "flame", "flame.fill"),
        Row("🍃", 2, "lf", "leaf", "leaf.fill"),
        Row("🎁", 2, "gft", "gift", "gift.fill"),
        Row("🏪", 2, "shp", "storefront", "storefront.fill"),
        Row("💳", 2, "[$]", "creditcard", "creditcard.fill"),
        Row("💵", 2, "$$", "banknote", "banknote.fill"),
        Row("$", 1, "$", "dollarsign"),
        Row("$", 1, "($)", "dollarsign.circle", "dollarsign.circle.fill"),
        Row("€", 1, "EUR", "eurosign", "eurosign.circle", "eurosign.circle.fill"),

        // Cars, rides and charging
        Row("🚗", 2, "car", "car", "car.fill", "car.side", "car.side.fill", "car.circle", "car.circle.fill"),
        Row("🚘", 2, "car", "car.rear", "car.rear.fill"),
        Row("🚗", 2, "car", "car.2", "car.2.fill"),
        Row("🚢", 2, "fry", "car.ferry", "car.ferry.fill"),
        Row("🚙", 2, "ev", "bolt.car", "bolt.car.fill"),
        Row("⛽", 2, "ev", "ev.charger", "ev.charger.fill"),
        Row("⛽", 2, "gas", "fuelpump", "fuelpump.fill", "fuelpump.circle", "fuelpump.circle.fill"),
        Row("🔌", 2, "plg", "powerplug", "powerplug.fill"),
        Row("🚲", 2, "bik", "bicycle", "bicycle.circle", "bicycle.circle.fill"),
        Row("🛴", 2, "sct", "scooter"),
        Row("🛵", 2, "mpd", "moped", "moped.fill"),
        Row("Ⓟ", 1, "P", "parkingsign"),
        Row("Ⓟ", 1, "(P)", "parkingsign.circle", "parkingsign.circle.fill"),
        Row("🔑", 2, "key", "key", "key.fill"),

        // Transit
        Row("🚌", 2, "bus", "bus", "bus.fill", "bus.doubledecker", "bus.doubledecker.fill"),
        Row("🚊", 2, "trm", "tram", "tram.fill", "tram.circle", "tram.circle.fill"),
        Row("🚇", 2, "sub", "tram.fill.tunnel"),
        Row("🚡", 2, "cbl", "cablecar", "cablecar.fill"),
        Row("🚈", 2, "lrt", "lightrail", "lightrail.fill"),
        Row("🚆", 2, "trn", "train.side.front.car"),
        Row("🚃", 2, "trn", "train.side.middle.car"),
        Row("🚆", 2, "trn", "train.side.rear.car"),
        Row("✈", 1, "pln", "airplane", "airplane.circle", "airplane.circle.fill"),
        Row("🛫", 2, "dep", "airplane.departure"),
        Row("🛬", 2, "arr", "airplane.arrival"),
        Row("🚢", 2, "fry", "ferry", "ferry.fill"),
        Row("⛵", 2, "sl", "sailboat", "sailboat.fill"),
        Row("🧳", 2, "lug", "suitcase", "suitcase.fill", "suitcase.rolling", "suitcase.rolling.fill"),
        Row("💼", 2, "biz", "briefcase", "briefcase.fill"),
        Row("🎫", 2, "tkt", "ticket", "ticket.fill"),

        // Sports and games
        Row("⊞", 1, "[+]", "sportscourt", "sportscourt.fill"),
        Row("⚽", 2, "o", "soccerball", "soccerball.inverse"),
        Row("🏀", 2, "o", "basketball", "basketball.fill"),
        Row("⚾", 2, "o", "baseball", "baseball.fill"),
        Row("🏈", 2, "o", "football", "football.fill"),
        Row("🎾", 2, "o", "tennisball", "tennisball.fill"),
        Row("🏐", 2, "o", "volleyball", "volleyball.fill"),
        Row("🏏", 2, "o", "cricket.ball"),
        Row("🏒", 2, "pk", "hockey.puck", "hockey.puck.fill"),
        Row("⚽", 2, "o", "figure.soccer"),
        Row("🏀", 2, "o", "figure.basketball"),
        Row("⚾", 2, "o", "figure.baseball"),
        Row("🏈", 2, "o", "figure.american.football"),
        Row("🎾", 2, "o", "figure.tennis"),
        Row("⛳", 2, "gol", "figure.golf"),
        Row("🏒", 2, "pk", "figure.hockey"),
        Row("🏆", 2, "#1", "trophy", "trophy.fill", "trophy.circle", "trophy.circle.fill"),
        Row("🏅", 2, "md", "medal", "medal.fill"),
        Row("⚐", 1, "|>", "flag"),
        Row("⚑", 1, "|>", "flag.fill"),
        Row("⚐", 1, "|>", "flag.circle"),
        Row("⚑", 1, "|>", "flag.circle.fill"),
        Row("🏁", 2, "fin", "flag.checkered"),
        Row("🎮", 2, "pad", "gamecontroller", "gamecontroller.fill"),
        Row("🎲", 2, "[:]", "dice", "dice.fill"),
        Row("🎬", 2, "mov", "film", "film.fill", "movieclapper", "movieclapper.fill"),
        Row("🎭", 2, "thr", "theatermasks", "theatermasks.fill"),
        Row("🎉", 2, "!!", "party.popper", "party.popper.fill"),
        Row("🎈", 2, "bln", "balloon", "balloon.fill"),
        Row("👑", 2, "crn", "crown", "crown.fill"),

        // Timers and clocks
        Row("◷", 1, "clk", "clock", "clock.fill", "clock.circle", "clock.circle.fill", "clock.badge.checkmark",
            "clock.badge.exclamationmark", "clock.arrow.circlepath", "deskclock", "deskclock.fill"),
        Row("◴", 1, "tmr", "timer", "timer.circle", "timer.circle.fill"),
        Row("◴", 1, "sw", "stopwatch", "stopwatch.fill"),
        Row("⧖", 1, "hg", "hourglass", "hourglass.circle"),
        Row("⧗", 1, "hg", "hourglass.circle.fill", "hourglass.bottomhalf.filled", "hourglass.tophalf.filled"),
        Row("⏰", 2, "alm", "alarm", "alarm.fill", "alarm.waves.left.and.right", "alarm.waves.left.and.right.fill"),
        Row("⌚", 2, "wch", "applewatch"),
        Row("🔔", 2, "bel", "bell", "bell.fill", "bell.badge", "bell.badge.fill", "bell.circle", "bell.circle.fill"),
        Row("🔕", 2, "-bl", "bell.slash", "bell.slash.fill"),
        Row("📅", 2, "cal", "calendar", "calendar.circle", "calendar.circle.fill", "calendar.badge.clock"),

        // Weather
        Row("☼", 1, "sun", "sun.max", "sun.max.fill", "sun.min", "sun.min.fill"),
        Row("🌅", 2, "sun", "sunrise", "sunrise.fill"),
        Row("🌇", 2, "sun", "sunset", "sunset.fill"),
        Row("☾", 1, "mn", "moon", "moon.fill", "moon.stars", "moon.stars.fill", "moon.zzz", "moon.zzz.fill"),
        Row("☁", 1, "cld", "cloud", "cloud.fill"),
        Row("⛅", 2, "cld", "cloud.sun", "cloud.sun.fill"),
        Row("☔", 2, "rn", "cloud.rain", "cloud.rain.fill", "cloud.heavyrain", "cloud.heavyrain.fill"),
        Row("⚡", 2, "ts", "cloud.bolt", "cloud.bolt.fill", "cloud.bolt.rain", "cloud.bolt.rain.fill"),
        Row("❄", 1, "snw", "cloud.snow", "cloud.snow.fill"),
        Row("░", 1, "fog", "cloud.fog", "cloud.fog.fill"),
        Row("❄", 1, "snw", "snowflake"),
        Row("≋", 1, "~", "wind"),
        Row("🌀", 2, "tor", "tornado"),
        Row("☂", 1, "umb", "umbrella", "umbrella.fill"),
        Row("°", 1, "deg", "thermometer", "thermometer.medium", "thermometer.sun", "thermometer.sun.fill"),
        Row("💧", 2, "drp", "drop", "drop.fill", "humidity", "humidity.fill"),
        Row("✨", 2, "*", "sparkles"),
        Row("🌈", 2, "rbw", "rainbow"),

        // Battery and power
        Row("█", 1, "[#]", "battery.100"),
        Row("▆", 1, "[=]", "battery.75"),
        Row("▄", 1, "[-]", "battery.50"),
        Row("▂", 1, "[.]", "battery.25"),
        Row("▁", 1, "[ ]", "battery.0"),
        Row("█", 1, "[#]", "battery.100percent"),
        Row("▆", 1, "[=]", "battery.75percent"),
        Row("▄", 1, "[-]", "battery.50percent"),
        Row("▂", 1, "[.]", "battery.25percent"),
        Row("▁", 1, "[ ]", "battery.0percent"),
        Row("🔋", 2, "[+]", "battery.100.bolt", "battery.100percent.bolt"),
        Row("⚡", 2, "pwr", "bolt", "bolt.fill", "bolt.circle", "bolt.circle.fill", "bolt.horizontal",
            "bolt.horizontal.fill"),

        // Health and fitness
        Row("♡", 1, "<3", "heart"),
        Row("♥", 1, "<3", "heart.fill"),
        Row("♡", 1, "<3", "heart.circle"),
        Row("♥", 1, "<3", "heart.circle.fill", "bolt.heart", "bolt.heart.fill"),
        Row("∿", 1, "/\\/", "waveform.path.ecg"),
        Row("🫁", 2, "lng", "lungs", "lungs.fill"),
        Row("🚶", 2, "wlk", "figure.walk", "figure.walk.circle", "figure.walk.circle.fill"),
        Row("🏃", 2, "run", "figure.run", "figure.run.circle", "figure.run.circle.fill"),
        Row("🚴", 2, "cyc", "figure.outdoor.cycle"),
        Row("🏊", 2, "swm", "figure.pool.swim"),
        Row("🥾", 2, "hik", "figure.hiking"),
        Row("🧘", 2, "yog", "figure.yoga", "figure.mind.and.body"),
        Row("🎿", 2, "ski", "figure.skiing.downhill"),
        Row("🏂", 2, "snb", "figure.snowboarding"),
        Row("💪", 2, "gym", "figure.strengthtraining.traditional"),
        Row("👋", 2, "hi", "figure.wave"),
        Row("👣", 2, "stp", "shoeprints.fill"),
        Row("🛌", 2, "bed", "bed.double", "bed.double.fill"),
        Row("💤", 2, "zz", "zzz"),
        Row("💊", 2, "rx", "pills", "pills.fill"),
        Row("✚", 1, "+", "cross", "cross.fill", "cross.case", "cross.case.fill"),
        Row("🩺", 2, "doc", "stethoscope"),
        Row("🩹", 2, "bnd", "bandage", "bandage.fill"),
        Row("💉", 2, "inj", "syringe", "syringe.fill"),
        Row("🧠", 2, "brn", "brain", "brain.head.profile"),

        // Arrows and chevrons
        Row("↑", 1, "^", "arrow.up"),
        Row("↓", 1, "v", "arrow.down"),
        Row("←", 1, "<", "arrow.left"),
        Row("→", 1, ">", "arrow.right", "arrow.forward"),
        Row("←", 1, "<", "arrow.backward"),
        Row("↗", 1, "^>", "arrow.up.right"),
        Row("↘", 1, "v>", "arrow.down.right"),
        Row("↖", 1, "<^", "arrow.up.left"),
        Row("↙", 1, "<v", "arrow.down.left"),
        Row("↑", 1, "^", "arrow.up.circle", "arrow.up.circle.fill"),
        Row("↓", 1, "v", "arrow.down.circle", "arrow.down.circle.fill"),
        Row("←", 1, "<", "arrow.left.circle", "arrow.left.circle.fill"),
        Row("→", 1, ">", "arrow.right.circle", "arrow.right.circle.fill"),
        Row("⇅", 1, "^v", "arrow.up.arrow.down"),
        Row("⇄", 1, "<>", "arrow.left.arrow.right"),
        Row("↕", 1, "^v", "arrow.up.and.down"),
        Row("↔", 1, "<->", "arrow.left.and.right"),
        Row("⤒", 1, "^", "arrow.up.to.line"),
        Row("⤓", 1, "v", "arrow.down.to.line"),
        Row("↶", 1, "u<", "arrow.uturn.left"),
        Row("↷", 1, "u>", "arrow.uturn.right"),
        Row("↱", 1, "r>", "arrow.turn.up.right"),
        Row("↰", 1, "<r", "arrow.turn.up.left"),
        Row("↻", 1, "(~)", "arrow.clockwise"),
        Row("↺", 1, "(~)", "arrow.counterclockwise"),
        Row("↻", 1, "(~)", "arrow.clockwise.circle", "arrow.clockwise.circle.fill"),
        Row("⟳", 1, "(~)", "arrow.2.circlepath", "arrow.triangle.2.circlepath", "arrow.trianglehead.2.clockwise",
            "arrow.trianglehead.2.clockwise.rotate.90"),
        Row("↻", 1, "(~)", "arrow.trianglehead.clockwise"),
        Row("↺", 1, "(~)", "arrow.trianglehead.counterclockwise"),
        Row("◈", 1, "<>", "arrow.triangle.turn.up.right.diamond", "arrow.triangle.turn.up.right.diamond.fill"),
        Row("⤷", 1, "~>", "point.topleft.down.to.point.bottomright.curvepath",
            "point.topleft.down.to.point.bottomright.curvepath.fill"),
        Row("∧", 1, "^", "chevron.up"),
        Row("∨", 1, "v", "chevron.down"),
        Row("‹", 1, "<", "chevron.left"),
        Row("›", 1, ">", "chevron.right", "chevron.forward"),
        Row("‹", 1, "<", "chevron.backward"),
        Row("«", 1, "<<", "chevron.left.2"),
        Row("»", 1, ">>", "chevron.right.2"),
        Row("↕", 1, "^v", "chevron.up.chevron.down"),
        Row("△", 1, "^", "arrowtriangle.up"),
        Row("▲", 1, "^", "arrowtriangle.up.fill"),
        Row("▽", 1, "v", "arrowtriangle.down"),
        Row("▼", 1, "v", "arrowtriangle.down.fill"),
        Row("◁", 1, "<", "arrowtriangle.left"),
        Row("◄", 1, "<", "arrowtriangle.left.fill"),
        Row("▷", 1, ">", "arrowtriangle.right"),
        Row("►", 1, ">", "arrowtriangle.right.fill"),

        // Marks and shapes
        Row("✓", 1, "v", "checkmark"),
        Row("✓", 1, "(v)", "checkmark.circle"),
        Row("✔", 1, "(v)", "checkmark.circle.fill"),
        Row("✓", 1, "(v)", "checkmark.seal"),
        Row("✔", 1, "(v)", "checkmark.seal.fill"),
        Row("✓", 1, "[v]", "checkmark.square"),
        Row("✔", 1, "[v]", "checkmark.square.fill"),
        Row("✕", 1, "x", "xmark"),
        Row("⊗", 1, "(x)", "xmark.circle", "xmark.circle.fill"),
        Row("⊠", 1, "[x]", "xmark.square", "xmark.square.fill"),
        Row("⊗", 1, "(x)", "xmark.octagon", "xmark.octagon.fill"),
        Row("!", 1, "!", "exclamationmark"),
        Row("⚠", 1, "/!\\", "exclamationmark.triangle", "exclamationmark.triangle.fill"),
        Row("❗", 2, "(!)", "exclamationmark.circle", "exclamationmark.circle.fill"),
        Row("⛔", 2, "(!)", "exclamationmark.octagon", "exclamationmark.octagon.fill"),
        Row("?", 1, "?", "questionmark"),
        Row("❓", 2, "(?)", "questionmark.circle", "questionmark.circle.fill"),
        Row("ⓘ", 1, "i", "info"),
        Row("ⓘ", 1, "(i)", "info.circle", "info.circle.fill"),
        Row("+", 1, "+", "plus"),
        Row("⊕", 1, "(+)", "plus.circle", "plus.circle.fill"),
        Row("−", 1, "-", "minus"),
        Row("⊖", 1, "(-)", "minus.circle", "minus.circle.fill"),
        Row("○", 1, "o", "circle"),
        Row("●", 1, "O", "circle.fill"),
        Row("◎", 1, "(o)", "circle.circle"),
        Row("◉", 1, "(o)", "record.circle", "largecircle.fill.circle"),
        Row("□", 1, "[ ]", "square"),
        Row("■", 1, "[#]", "square.fill"),
        Row("△", 1, "/\\", "triangle"),
        Row("▲", 1, "/\\", "triangle.fill"),
        Row("◇", 1, "<>", "diamond"),
        Row("◆", 1, "<>", "diamond.fill"),
        Row("☆", 1, "*", "star"),
        Row("★", 1, "*", "star.fill"),
        Row("☆", 1, "(*)", "star.circle"),
        Row("★", 1, "(*)", "star.circle.fill"),
        Row("✦", 1, "*", "sparkle"),
        Row("%", 1, "%", "percent"),
        Row("#", 1, "#", "number"),
        Row("…", 1, "...", "ellipsis"),
        Row("⋯", 1, "...", "ellipsis.circle"),

        // Places and people
        Row("➤", 1, ">", "location", "location.fill"),
        Row("⌖", 1, "(+)", "location.circle", "location.circle.fill"),
        Row("△", 1, "^", "location.north"),
        Row("▲", 1, "^", "location.north.fill"),
        Row("📍", 2, "pin", "mappin", "mappin.circle", "mappin.circle.fill", "mappin.and.ellipse"),
        Row("▦", 1, "map", "map", "map.fill"),
        Row("🌐", 2, "www", "globe"),
        Row("🌎", 2, "www", "globe.americas", "globe.americas.fill"),
        Row("🌍", 2, "www", "globe.europe.africa", "globe.europe.africa.fill"),
        Row("⌂", 1, "hom", "house", "house.fill", "house.circle", "house.circle.fill"),
        Row("🏢", 2, "bld", "building.2", "building.2.fill"),
        Row("🏦", 2, "bnk", "building.columns", "building.columns.fill"),
        Row("⛺", 2, "tnt", "tent", "tent.fill"),
        Row("👤", 2, "@", "person", "person.fill"),
        Row("👤", 2, "(@)", "person.circle", "person.circle.fill", "person.crop.circle", "person.crop.circle.fill"),
        Row("👥", 2, "@@", "person.2", "person.2.fill"),
        Row("👥", 2, "@@@", "person.3", "person.3.fill"),
        Row("✋", 2, "hnd", "hand.raised", "hand.raised.fill"),
        Row("👍", 2, "+1", "hand.thumbsup", "hand.thumbsup.fill"),
        Row("👎", 2, "-1", "hand.thumbsdown", "hand.thumbsdown.fill"),
        Row("👆", 2, "tap", "hand.tap", "hand.tap.fill"),
        Row("👏", 2, "yay", "hands.clap", "hands.clap.fill"),
        Row("🙂", 2, ":)", "face.smiling", "face.smiling.inverse"),
        Row("👀", 2, "eye", "eyes"),
        Row("🐾", 2, "paw", "pawprint", "pawprint.fill"),
        Row("🐕", 2, "dog", "dog", "dog.fill"),
        Row("🐈", 2, "cat", "cat", "cat.fill"),
        Row("👕", 2, "tee", "tshirt", "tshirt.fill"),
        Row("🎓", 2, "edu", "graduationcap", "graduationcap.fill"),

        // Communication and media
        Row("☎", 1, "tel", "phone", "phone.fill", "phone.circle", "phone.circle.fill", "phone.down", "phone.down.fill"),
        Row("💬", 2, "msg", "message", "message.fill", "message.circle", "message.circle.fill", "bubble.left",
            "bubble.left.fill", "bubble.right", "bubble.right.fill", "bubble.left.and.bubble.right",
            "bubble.left.and.bubble.right.fill"),
        Row("✉", 1, "eml", "envelope", "envelope.fill"),
        Row("➢", 1, ">", "paperplane", "paperplane.fill"),
        Row("📣", 2, "!!", "megaphone", "megaphone.fill"),
        Row("📹", 2, "vid", "video", "video.fill"),
        Row("📷", 2, "cam", "camera", "camera.fill"),
        Row("🎤", 2, "mic", "mic", "mic.fill"),
        Row("🔊", 2, "spk", "speaker.wave.2", "speaker.wave.2.fill"),
        Row("🔇", 2, "mut", "speaker.slash", "speaker.slash.fill"),
        Row("🎧", 2, "hph", "headphones"),
        Row("📱", 2, "mob", "iphone"),
        Row("💻", 2, "pc", "laptopcomputer"),
        Row("📺", 2, "tv", "tv", "tv.fill"),
        Row("📻", 2, "fm", "radio", "radio.fill"),
        Row("♪", 1, "mus", "music.note"),
        Row("♫", 1, "mus", "music.note.list"),
        Row("🎤", 2, "mic", "music.mic"),
        Row("∿", 1, "~", "waveform"),
        Row("►", 1, ">", "play", "play.fill", "play.circle", "play.circle.fill"),
        Row("‖", 1, "||", "pause", "pause.fill", "pause.circle", "pause.circle.fill"),
        Row("■", 1, "[]", "stop", "stop.fill", "stop.circle", "stop.circle.fill"),
        Row("»", 1, ">>", "forward", "forward.fill"),
        Row("«", 1, "<<", "backward", "backward.fill"),
        Row("⇥", 1, ">|", "forward.end", "forward.end.fill"),
        Row("⇤", 1, "|<", "backward.end", "backward.end.fill"),
        Row("↻", 1, "+", "goforward"),
        Row("↺", 1, "-", "gobackward"),
        Row("↻", 1, "+10", "goforward.10"),
        Row("↻", 1, "+15", "goforward.15"),
        Row("↻", 1, "+30", "goforward.30"),
        Row("↺", 1, "-10", "gobackward.10"),
        Row("↺", 1, "-15", "gobackward.15"),
        Row("↺", 1, "-30", "gobackward.30"),
        Row("⤮", 1, "x>", "shuffle"),
        Row("↻", 1, "rpt", "repeat"),
        Row("↻", 1, "rp1", "repeat.1"),

        // Devices, home and things
        Row("📶", 2, "wi", "wifi"),
        Row("📶", 2, ".:|", "cellularbars"),
        Row("📡", 2, "(o)", "antenna.radiowaves.left.and.right", "dot.radiowaves.left.and.right"),
        Row("🔒", 2, "lck", "lock", "lock.fill"),
        Row("🔓", 2, "opn", "lock.open", "lock.open.fill"),
        Row("🚪", 2, "dor", "door.left.hand.open"),
        Row("💡", 2, "blb", "lightbulb", "lightbulb.fill"),
        Row("◙", 1, "[o]", "washer", "washer.fill", "dryer", "dryer.fill"),
        Row("▤", 1, "[=]", "dishwasher", "dishwasher.fill"),
        Row("▣", 1, "[=]", "oven", "oven.fill"),
        Row("⚙", 1, "cfg", "gearshape", "gearshape.fill"),
        Row("🔍", 2, "Q", "magnifyingglass"),
        Row("🔗", 2, "lnk", "link"),
        Row("📎", 2, "clp", "paperclip"),
        Row("📄", 2, "doc", "doc", "doc.fill", "doc.text", "doc.text.fill"),
        Row("📁", 2, "dir", "folder", "folder.fill"),
        Row("≡", 1, "=", "list.bullet", "line.3.horizontal"),
        Row("▦", 1, "#", "square.grid.2x2", "square.grid.2x2.fill"),
        Row("📊", 2, ".:|", "chart.bar", "chart.bar.fill"),
        Row("📈", 2, "/^", "chart.line.uptrend.xyaxis"),
        Row("▩", 1, "qr", "qrcode"),
        Row("▥", 1, "|||", "barcode"),
        Row("✂", 1, "8<", "scissors"),
        Row("✎", 1, "pen", "pencil"),
        Row("🔖", 2, "bm", "bookmark", "bookmark.fill"),
        Row("📖", 2, "bk", "book", "book.fill"),
        Row("📚", 2, "bks", "books.vertical", "books.vertical.fill"),
    ]
}

/// A glyph to draw for an SF Symbol, and how many terminal cells it takes (1 or 2; up to 3 for ASCII).
public struct SymbolGlyph: Sendable, Equatable {
    public let glyph: String
    public let width: Int
    /// `glyph` as one cell holds it, when it is one grapheme (every Unicode glyph; an ASCII fallback
    /// of several characters is not): drawn without measuring it again.
    public let cell: Glyph?

    public init(glyph: String, width: Int) {
        self.glyph = glyph
        self.width = width
        cell = glyph.count == 1 ? glyph.first.map(Glyph.init) : nil
    }
}
