import StrictJSON
import Testing

/// Duplicate keys, trailing commas and anything after the value: what lenient readers let through.
@Suite("Duplicate keys and trailing garbage")
struct StructureTests {
    @Test("A field given twice is refused at the second, however it is spelled")
    func duplicateKeys() {
        let error = syntaxError("{\"frame\": 1,\n \"frame\": 2}")
        #expect(error?.problem == #"the field "frame" appears twice in this object"#)
        #expect((error?.line, error?.column) == (2, 2))
        // The same name written with an escape is the same name.
        #expect(syntaxError(#"{"a": 1, "\u0061": 2}"#)?.problem == #"the field "a" appears twice in this object"#)
        #expect(syntaxError(#"[{"x": {"y": 1, "y": 2}}]"#) != nil, "in a nested object too")
    }

    @Test("The same name in different objects, or differing by case, is fine")
    func distinctKeys() throws {
        #expect(throws: Never.self) { try parse(#"[{"a": 1}, {"a": 2}, {"a": {"a": 3}}]"#).get() }
        #expect(try parse(#"{"a": 1, "A": 2}"#).get() == .object(["a": .number(1), "A": .number(2)]))
    }

    @Test(
        "Anything after the value is refused",
        arguments: [
            ("{} x", 4), ("1 2", 3), ("[1]]", 4), (#""a""b""#, 4), ("null,", 5), ("true false", 6), ("{}\n{}", 1), ("[] // comment", 4),
            ("0 \u{0}", 3),
        ])
    func trailingGarbage(text: String, column: Int) {
        let error = syntaxError(text)
        #expect(error?.problem.hasPrefix("expected the end of the file after the JSON value") == true, "\(text): \(String(describing: error))")
        #expect(error?.column == column, "\(text)")
    }

    @Test("White space after the value is fine", arguments: ["1 ", "[]\n", "{}\r\n\t "])
    func trailingWhitespace(text: String) {
        #expect(throws: Never.self) { try parse(text).get() }
    }

    @Test("A literal run into a word is not the literal", arguments: ["nulls", "true1", "falsey", "nul"])
    func literalPrefixes(text: String) {
        #expect(syntaxError(text) != nil, "\(text)")
    }

    @Test("Trailing commas are refused where the comma is", arguments: [("[1, 2,]", 6), (#"{"a": 1,}"#, 8), ("[1,\n]", 3)])
    func trailingCommas(text: String, column: Int) {
        let error = syntaxError(text)
        #expect(error?.problem.contains("JSON allows no trailing comma") == true)
        #expect(error?.column == column)
    }

    @Test("An empty file, or only white space, says so")
    func empty() {
        #expect(syntaxError("")?.problem == "expected a JSON value, found the end of the file (it is empty)")
        #expect(syntaxError(" \n ")?.problem == "expected a JSON value, found the end of the file (it is empty)")
    }
}
