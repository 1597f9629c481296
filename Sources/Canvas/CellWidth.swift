// How many terminal columns a grapheme cluster takes: our own rule, the same in every locale.
//
// Sources:
// - UAX #11 East Asian Width, https://www.unicode.org/reports/tr11/ : W (Wide) and F (Fullwidth)
//   take two columns. The W/F table at the bottom of this file is generated from the `wcwidth`
//   Python package's table_wide.py (EastAsianWidth-17.0.0.txt) by
//   Tests/CanvasTests/generate-wide-table.py; rerun it with `--update` when moving to a newer
//   Unicode version.
// - UTS #51 Unicode Emoji, https://www.unicode.org/reports/tr51/ : emoji presentation sequences,
//   keycaps, flags (regional indicator pairs), modifier sequences and ZWJ sequences each show as one
//   two-column emoji. The Emoji, Emoji_Presentation, Emoji_Modifier(_Base) properties come from
//   Swift's `Unicode.Scalar.Properties`.
// - UAX #29 Text Segmentation, https://www.unicode.org/reports/tr29/ : a Swift `Character` is an
//   extended grapheme cluster; this file measures clusters, never lone code points.
// - Unicode version: 17.0.0 for the W/F table; Swift 6.3's standard library answers scalar properties
//   from Unicode 17.0 as well (U+1FAEA DISTORTED FACE reports age 17.0), so the two agree.
//
// Why not glibc's wcwidth: it is per code point and depends on the locale (glibc 2.36, Unicode 14:
// `⏱️` is 1, `👍🏽` 4, a ZWJ family 6, and -1 before `setlocale`).

/// How many terminal columns a `Character` (a grapheme cluster) or a string takes: 0, 1 or 2.
///
/// An emoji cluster is 2: a first scalar with Emoji_Presentation, VS16 after an Emoji scalar, a
/// keycap, a modifier sequence or a ZWJ sequence. Any other cluster sums its scalars (past 2 it is
/// drawn as `�`, 1: `isOneGlyph`): 0 for combining marks, Hangul medial and final jamo and
/// default-ignorables; 2 for East Asian Wide and Fullwidth; 1 otherwise, Ambiguous included, as
/// terminals draw them outside CJK locales. Summing keeps an Indic conjunct as wide as per-code-point
/// terminals draw it. A scalar `Sanitizer` replaces counts as its one-column glyph, so a string
/// measures the same before and after `Sanitizer.visible` (`"\r\n"` is 2). Terminals differ on VS16
/// (tmux draws `⏱️` in one column): content that must line up everywhere should avoid it.
public enum CellWidth {
    /// Columns taken by one grapheme cluster: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard iterator.next() != nil else {
            if first.value < 0x7F || oneColumnBlocks(first.value) { return 1 }
            // No scalar below U+231A WATCH has Emoji_Presentation.
            return first.value >= 0x231A && first.properties.isEmojiPresentation ? 2 : width(of: first)
        }
        if isEmojiSequence(scalars, first: first) { return 2 }
        let total = scalarSum(scalars)
        // Wider than any cell: `Cell` and `CellBuffer` show it as one `�` (see `isOneGlyph`).
        return total > 2 ? 1 : total
    }

    /// Whether a terminal draws `character` as one glyph of at most two columns. Not so for a
    /// cluster whose scalars add up to more outside an emoji sequence: twenty skin tones after an
    /// `a`, a run of Hangul leading jamo, stacked Thai SARA AM. Unicode makes each one grapheme,
    /// but terminals draw every scalar, 41 columns for the first, which would push a mockup's
    /// border out; such a cluster is drawn as `�`, one column.
    public static func isOneGlyph(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.count > 1 else { return true }
        return isEmojiSequence(scalars, first: first) || scalarSum(scalars) <= 2
    }

    private static func scalarSum(_ scalars: Character.UnicodeScalarView) -> Int {
        scalars.reduce(0) { $0 + width(of: $1) }
    }

    /// Columns taken by `text`: the sum over its grapheme clusters.
    public static func of(_ text: String) -> Int {
        // Every ASCII scalar is one column (controls as their pictures) and ASCII's only
        // multi-scalar cluster, CR LF, is two: so pure ASCII measures its byte count.
        if ASCIIText.isASCII(text) { return text.utf8.count }
        // Latin text and the one-column blocks without grapheme breaking: none of their scalars
        // joins a cluster (CR LF aside, which sums the same), so their widths add up.
        var simple = 0
        for scalar in text.unicodeScalars {
            guard let width = simpleWidth(scalar.value) else { return clusterSum(text) }
            simple += width
        }
        return simple
    }

    /// `text`'s width by grapheme cluster.
    static func clusterSum(_ text: String) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// The width of a scalar below U+0300 (before the combining marks: none is wide, an emoji, a
    /// mark or part of a longer cluster, and only U+00AD SOFT HYPHEN is ignorable) or in
    /// `oneColumnBlocks`; nil for any other. A test holds it to `of(_:)` for each.
    static func simpleWidth(_ value: UInt32) -> Int? {
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        return oneColumnBlocks(value) ? 1 : nil
    }

    /// Whether a multi-scalar cluster is one of UTS #51's emoji sequences (always two columns).
    private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView, first: Unicode.Scalar) -> Bool {
        if first.properties.isEmojiPresentation { return true }
        let isKeycapBase = ("0"..."9").contains(first) || first == "#" || first == "*"
        let isModifierBase = first.properties.isEmojiModifierBase
        var previous = first
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0F where previous.properties.isEmoji:
                return true
            case 0x20E3 where isKeycapBase:
                return true
            default:
                if previous.value == 0x200D, scalar.properties.isEmoji { return true }
                if isModifierBase, scalar.properties.isEmojiModifier { return true }
            }
            previous = scalar
        }
        return false
    }

    /// Blocks where every scalar is one column, neither emoji nor mark nor control, and which text
    /// and mockups use often: General Punctuation's dashes, quotes, bullet and ellipsis, Arrows, Box
    /// Drawing, Block Elements and Geometric Shapes up to U+25FC. Known without a property look-up
    /// (a test holds them to `width(of:)`).
    static func oneColumnBlocks(_ value: UInt32) -> Bool {
        (0x2010...0x2027).contains(value) || (0x2190...0x21FF).contains(value) || (0x2500...0x25FC).contains(value)
    }

    /// One scalar's share of its cluster's width, outside emoji sequences.
    static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return 1 }
        if Sanitizer.replacement(for: scalar) != nil { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return 0
        default:
            break
        }
        // Hangul jungseong and jongseong (U+1160 filler included) stack under the choseong.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        // Before the default-ignorable test: U+115F HANGUL CHOSEONG FILLER is both, and stands for
        // a full syllable block.
        if isWide(value) { return 2 }
        if scalar.properties.isDefaultIgnorableCodePoint { return 0 }
        return 1
    }

    /// Whether `value` is East Asian Wide or Fullwidth, by binary search of `wideRanges`.
    static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.low {
                high = middle - 1
            } else if value > range.high {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    // BEGIN GENERATED by Tests/CanvasTests/generate-wide-table.py
    // Source: wcwidth 0.7.0, table_wide.py, WIDE_EASTASIAN['17.0.0'] (EastAsianWidth-17.0.0.txt).
    static let unicodeVersion = "17.0.0"

    /// East Asian Wide (W) and Fullwidth (F) scalars, as sorted, disjoint closed ranges.
    static let wideRanges: [(low: UInt32, high: UInt32)] = [
        (0x01100, 0x0115F),  // Hangul Choseong Kiyeok ..Hangul Choseong Filler
        (0x0231A, 0x0231B),  // Watch ..Hourglass
        (0x02329, 0x0232A),  // Left-pointing Angle Brac..Right-pointing Angle Bra
        (0x023E9, 0x023EC),  // Black Right-pointing Dou..Black Down-pointing Doub
        (0x023F0, 0x023F0),  // Alarm Clock
        (0x023F3, 0x023F3),  // Hourglass With Flowing Sand
        (0x025FD, 0x025FE),  // White Medium Small Squar..Black Medium Small Squar
        (0x02614, 0x02615),  // Umbrella With Rain Drops..Hot Beverage
        (0x02630, 0x02637),  // Trigram For Heaven ..Trigram For Earth
        (0x02648, 0x02653),  // Aries ..Pisces
        (0x0267F, 0x0267F),  // Wheelchair Symbol
        (0x0268A, 0x0268F),  // Monogram For Yang ..Digram For Greater Yin
        (0x02693, 0x02693),  // Anchor
        (0x026A1, 0x026A1),  // High Voltage Sign
        (0x026AA, 0x026AB),  // Medium White Circle ..Medium Black Circle
        (0x026BD, 0x026BE),  // Soccer Ball ..Baseball
        (0x026C4, 0x026C5),  // Snowman Without Snow ..Sun Behind Cloud
        (0x026CE, 0x026CE),  // Ophiuchus
        (0x026D4, 0x026D4),  // No Entry
        (0x026EA, 0x026EA),  // Church
        (0x026F2, 0x026F3),  // Fountain ..Flag In Hole
        (0x026F5, 0x026F5),  // Sailboat
        (0x026FA, 0x026FA),  // Tent
        (0x026FD, 0x026FD),  // Fuel Pump
        (0x02705, 0x02705),  // White Heavy Check Mark
        (0x0270A, 0x0270B),  // Raised Fist ..Raised Hand
        (0x02728, 0x02728),  // Sparkles
        (0x0274C, 0x0274C),  // Cross Mark
        (0x0274E, 0x0274E),  // Negative Squared Cross Mark
        (0x02753, 0x02755),  // Black Question Mark Orna..White Exclamation Mark O
        (0x02757, 0x02757),  // Heavy Exclamation Mark Symbol
        (0x02795, 0x02797),  // Heavy Plus Sign ..Heavy Division Sign
        (0x027B0, 0x027B0),  // Curly Loop
        (0x027BF, 0x027BF),  // Double Curly Loop
        (0x02B1B, 0x02B1C),  // Black Large Square ..White Large Square
        (0x02B50, 0x02B50),  // White Medium Star
        (0x02B55, 0x02B55),  // Heavy Large Circle
        (0x02E80, 0x02E99),  // Cjk Radical Repeat ..Cjk Radical Rap
        (0x02E9B, 0x02EF3),  // Cjk Radical Choke ..Cjk Radical C-simplified
        (0x02F00, 0x02FD5),  // Kangxi Radical One ..Kangxi Radical Flute
        (0x02FF0, 0x03029),  // Ideographic Description ..Hangzhou Numeral Nine
        (0x03030, 0x0303E),  // Wavy Dash ..Ideographic Variation In
        (0x03041, 0x03096),  // Hiragana Letter Small A ..Hiragana Letter Small Ke
        (0x0309B, 0x030FF),  // Katakana-hiragana Voiced..Katakana Digraph Koto
        (0x03105, 0x0312F),  // Bopomofo Letter B ..Bopomofo Letter Nn
        (0x03131, 0x03163),  // Hangul Letter Kiyeok ..Hangul Letter I
        (0x03165, 0x0318E),  // Hangul Letter Ssangnieun..Hangul Letter Araeae
        (0x03190, 0x031E5),  // Ideographic Annotation L..Cjk Stroke Szp
        (0x031EF, 0x0321E),  // Ideographic Description ..Parenthesized Korean Cha
        (0x03220, 0x03247),  // Parenthesized Ideograph ..Circled Ideograph Koto
        (0x03250, 0x0A48C),  // Partnership Sign ..Yi Syllable Yyr
        (0x0A490, 0x0A4C6),  // Yi Radical Qot ..Yi Radical Ke
        (0x0A960, 0x0A97C),  // Hangul Choseong Tikeut-m..Hangul Choseong Ssangyeo
        (0x0AC00, 0x0D7A3),  // Hangul Syllable Ga ..Hangul Syllable Hih
        (0x0F900, 0x0FAFF),  // Cjk Compatibility Ideogr..(nil)
        (0x0FE10, 0x0FE19),  // Presentation Form For Ve..Presentation Form For Ve
        (0x0FE30, 0x0FE52),  // Presentation Form For Ve..Small Full Stop
        (0x0FE54, 0x0FE66),  // Small Semicolon ..Small Equals Sign
        (0x0FE68, 0x0FE6B),  // Small Reverse Solidus ..Small Commercial At
        (0x0FF01, 0x0FF60),  // Fullwidth Exclamation Ma..Fullwidth Right White Pa
        (0x0FFE0, 0x0FFE6),  // Fullwidth Cent Sign ..Fullwidth Won Sign
        (0x16FE0, 0x16FE3),  // Tangut Iteration Mark ..Old Chinese Iteration Ma
        (0x16FF2, 0x16FF6),  // Chinese Small Simplified..Yangqin Sign Slow Two Be
        (0x17000, 0x18CD5),  // Tangut Ideograph-17000 ..Khitan Small Script Char
        (0x18CFF, 0x18D1E),  // Khitan Small Script Char..Tangut Ideograph-18d1e
        (0x18D80, 0x18DF2),  // Tangut Component-769 ..Tangut Component-883
        (0x1AFF0, 0x1AFF3),  // Katakana Letter Minnan T..Katakana Letter Minnan T
        (0x1AFF5, 0x1AFFB),  // Katakana Letter Minnan T..Katakana Letter Minnan N
        (0x1AFFD, 0x1AFFE),  // Katakana Letter Minnan N..Katakana Letter Minnan N
        (0x1B000, 0x1B122),  // Katakana Letter Archaic ..Katakana Letter Archaic
        (0x1B132, 0x1B132),  // Hiragana Letter Small Ko
        (0x1B150, 0x1B152),  // Hiragana Letter Small Wi..Hiragana Letter Small Wo
        (0x1B155, 0x1B155),  // Katakana Letter Small Ko
        (0x1B164, 0x1B167),  // Katakana Letter Small Wi..Katakana Letter Small N
        (0x1B170, 0x1B2FB),  // Nushu Character-1b170 ..Nushu Character-1b2fb
        (0x1D300, 0x1D356),  // Monogram For Earth ..Tetragram For Fostering
        (0x1D360, 0x1D376),  // Counting Rod Unit Digit ..Ideographic Tally Mark F
        (0x1F004, 0x1F004),  // Mahjong Tile Red Dragon
        (0x1F0CF, 0x1F0CF),  // Playing Card Black Joker
        (0x1F18E, 0x1F18E),  // Negative Squared Ab
        (0x1F191, 0x1F19A),  // Squared Cl ..Squared Vs
        (0x1F1E6, 0x1F202),  // Regional Indicator Symbo..Squared Katakana Sa
        (0x1F210, 0x1F23B),  // Squared Cjk Unified Ideo..Squared Cjk Unified Ideo
        (0x1F240, 0x1F248),  // Tortoise Shell Bracketed..Tortoise Shell Bracketed
        (0x1F250, 0x1F251),  // Circled Ideograph Advant..Circled Ideograph Accept
        (0x1F260, 0x1F265),  // Rounded Symbol For Fu ..Rounded Symbol For Cai
        (0x1F300, 0x1F320),  // Cyclone ..Shooting Star
        (0x1F32D, 0x1F335),  // Hot Dog ..Cactus
        (0x1F337, 0x1F37C),  // Tulip ..Baby Bottle
        (0x1F37E, 0x1F393),  // Bottle With Popping Cork..Graduation Cap
        (0x1F3A0, 0x1F3CA),  // Carousel Horse ..Swimmer
        (0x1F3CF, 0x1F3D3),  // Cricket Bat And Ball ..Table Tennis Paddle And
        (0x1F3E0, 0x1F3F0),  // House Building ..European Castle
        (0x1F3F4, 0x1F3F4),  // Waving Black Flag
        (0x1F3F8, 0x1F43E),  // Badminton Racquet And Sh..Paw Prints
        (0x1F440, 0x1F440),  // Eyes
        (0x1F442, 0x1F4FC),  // Ear ..Videocassette
        (0x1F4FF, 0x1F53D),  // Prayer Beads ..Down-pointing Small Red
        (0x1F54B, 0x1F54E),  // Kaaba ..Menorah With Nine Branch
        (0x1F550, 0x1F567),  // Clock Face One Oclock ..Clock Face Twelve-thirty
        (0x1F57A, 0x1F57A),  // Man Dancing
        (0x1F595, 0x1F596),  // Reversed Hand With Middl..Raised Hand With Part Be
        (0x1F5A4, 0x1F5A4),  // Black Heart
        (0x1F5FB, 0x1F64F),  // Mount Fuji ..Person With Folded Hands
        (0x1F680, 0x1F6C5),  // Rocket ..Left Luggage
        (0x1F6CC, 0x1F6CC),  // Sleeping Accommodation
        (0x1F6D0, 0x1F6D2),  // Place Of Worship ..Shopping Trolley
        (0x1F6D5, 0x1F6D8),  // Hindu Temple ..Landslide
        (0x1F6DC, 0x1F6DF),  // Wireless ..Ring Buoy
        (0x1F6EB, 0x1F6EC),  // Airplane Departure ..Airplane Arriving
        (0x1F6F4, 0x1F6FC),  // Scooter ..Roller Skate
        (0x1F7E0, 0x1F7EB),  // Large Orange Circle ..Large Brown Square
        (0x1F7F0, 0x1F7F0),  // Heavy Equals Sign
        (0x1F90C, 0x1F93A),  // Pinched Fingers ..Fencer
        (0x1F93C, 0x1F945),  // Wrestlers ..Goal Net
        (0x1F947, 0x1F9FF),  // First Place Medal ..Nazar Amulet
        (0x1FA70, 0x1FA7C),  // Ballet Shoes ..Crutch
        (0x1FA80, 0x1FA8A),  // Yo-yo ..Trombone
        (0x1FA8E, 0x1FAC6),  // Treasure Chest ..Fingerprint
        (0x1FAC8, 0x1FAC8),  // Hairy Creature
        (0x1FACD, 0x1FADC),  // Orca ..Root Vegetable
        (0x1FADF, 0x1FAEA),  // Splatter ..Distorted Face
        (0x1FAEF, 0x1FAF8),  // Fight Cloud ..Rightwards Pushing Hand
        (0x20000, 0x2FFFD),  // Cjk Unified Ideograph-20..(nil)
        (0x30000, 0x3FFFD),  // Cjk Unified Ideograph-30..(nil)
    ]
    // END GENERATED
}
