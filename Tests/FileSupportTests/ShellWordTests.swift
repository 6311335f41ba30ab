import FileSupport
import Foundation
import MotionMath
import Testing

/// `ShellWord.quoted`: what a person pastes reaches the command as the one word it was.
@Suite("Quoting a shell word")
struct ShellWordTests {
    /// What `/bin/sh` makes of `word` as the one argument of `printf %s`.
    static func throughShell(_ word: String) throws -> String {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf %s " + word]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("Plain words stay bare; others are quoted, and a quote in them survives")
    func examples() {
        #expect(ShellWord.quoted("Cards/two.1") == "Cards/two.1")
        #expect(ShellWord.quoted(".build/snapshot-artifacts/2025-06-01_14-03-07") == ".build/snapshot-artifacts/2025-06-01_14-03-07")
        #expect(ShellWord.quoted("my artifacts") == "'my artifacts'")
        #expect(ShellWord.quoted("it's $(rm -rf ~)") == #"'it'\''s $(rm -rf ~)'"#)
        #expect(ShellWord.quoted("") == "''")
        #expect(ShellWord.quoted("é") == "'é'", "only ASCII is plain")
    }

    @Test(
        "Awkward words round-trip through /bin/sh -c",
        arguments: [
            "plain", "two words", "it's", "''", "\"double\"", "$HOME", "`date`", "$(echo hi)", "a\\b", "*", "?", "[a]", "~", "#not a comment",
            "semi;colon", "pipe|and&", "<in>out", "new\nline", "tab\there", "!bang", "üñïçødé 🎞", "-n", "%s",
        ])
    func roundTrips(word: String) throws {
        #expect(try Self.throughShell(ShellWord.quoted(word)) == word)
    }

    @Test("Seeded random words of printable ASCII and beyond round-trip through /bin/sh -c")
    func randomWords() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SplitMix64(seed: seed)
        let alphabet = Array(" !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~\t\né€🎞")
        // A shell per word: a few dozen words keep the test to a fraction of a second.
        for _ in 0..<40 {
            let length = Int.random(in: 0...12, using: &generator)
            let word = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let back = try Self.throughShell(ShellWord.quoted(word))
            #expect(back == word, "seed \(seed): \(String(reflecting: word)) came back as \(String(reflecting: back))")
            if back != word { return }
        }
    }
}
