import FileSupport
import Testing

/// `FileSystem.slug`: any name as a file name that needs no quoting anywhere.
@Suite("Slugs of awkward names")
struct SlugTests {
    @Test(
        "Awkward names become lowercase ASCII words joined by single hyphens",
        arguments: [
            ("Toss Box#1 into an anchor", "toss-box-1-into-an-anchor"),
            ("  leading and trailing  ", "leading-and-trailing"),
            ("a/../b", "a-b"),
            ("CamelCase42", "camelcase42"),
            ("über Straße", "ber-stra-e"),
            ("🎞 film 🎞", "film"),
            ("tab\tand\nnewline", "tab-and-newline"),
            ("'; rm -rf ~", "rm-rf"),
            ("٣ eastern digits", "eastern-digits"),
        ])
    func awkward(name: String, slug: String) {
        #expect(FileSystem.slug(name) == slug)
    }

    @Test("A name with nothing to keep gets a name still", arguments: ["", "---", "🎞", "../..", " "])
    func empty(name: String) {
        #expect(FileSystem.slug(name) == "trace")
    }

    @Test("A slug's slug is itself")
    func idempotent() {
        for name in ["Toss Box#1", "über", "a--b", "x"] {
            let slug = FileSystem.slug(name)
            #expect(FileSystem.slug(slug) == slug)
        }
    }
}
