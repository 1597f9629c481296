import Testing
@testable import Expressions

/// CLDR's plural categories, family by family, at the numbers where they turn.
@Suite struct PluralCategoryTests {
    @Test(arguments: [
        ("en", 1.0, "one"), ("en", 0, "other"), ("en", 2, "other"), ("en", 1.5, "other"),
        ("fr", 0, "one"), ("fr", 1.5, "one"), ("fr", 2, "other"), ("pt-BR", 0, "one"), ("pt-PT", 0, "other"),
        ("ja", 1, "other"), ("zh-Hans", 1, "other"),
        ("ru", 1, "one"), ("ru", 11, "many"), ("ru", 22, "few"), ("ru", 14, "many"), ("ru", 101, "one"),
        ("pl", 1, "one"), ("pl", 21, "many"), ("pl", 23, "few"), ("cs", 3, "few"), ("cs", 5, "other"),
        ("ar", 0, "zero"), ("ar", 2, "two"), ("ar", 103, "few"), ("ar", 111, "many"), ("ar", 100, "other"),
        ("he", 2, "two"),
    ] as [(String, Double, String)])
    func category(language: String, n: Double, expected: String) {
        #expect(PluralCategory.category(n, language: language) == expected)
    }

    @Test func zeroTakesAZeroFormInEveryLanguage() {
        let forms = ["zero": "none", "one": "one", "other": "many"]
        #expect(PluralCategory.form(forms, 0, language: "en") == "none")
        #expect(PluralCategory.form(["one": "one", "other": "many"], 0, language: "en") == "many")
        #expect(PluralCategory.form(["other": "n"], 1, language: "en") == "n", "a missing category falls back to other")
    }
}
