import StrictJSON
import Testing

/// Where an error says it is: lines and columns as an editor counts them, and input quoted short.
@Suite("Error places and quoting")
struct ErrorPlaceTests {
    @Test("Columns count characters, not bytes; a tab is one, and a line starts after its line feed")
    func columns() {
        #expect(syntaxError(#"{"é🎞": x}"#).map { "\($0.line):\($0.column)" } == "1:8")
        #expect(syntaxError("{\n\t\"a\": x}").map { "\($0.line):\($0.column)" } == "2:7")
        #expect(syntaxError("[1,\r\n 2,\r\n x]").map { "\($0.line):\($0.column)" } == "3:2")
    }

    @Test("The description is the place, then the problem")
    func description() {
        #expect(syntaxError(#"{"a": 1 "b": 2}"#)?.description == #"line 1, column 9: expected "," or "}" after the value of "a", found the string "b""#)
    }

    @Test("Input in a message is quoted and cut after 64 characters, saying how long it was")
    func quoting() {
        #expect(JSONQuoting.quoted("pointerDwn") == #""pointerDwn""#)
        let long = String(repeating: "é", count: 65)
        #expect(JSONQuoting.shortened(long) == String(repeating: "é", count: 64) + "… (65 characters)")
        #expect(JSONQuoting.shortened(String(repeating: "a", count: 64)) == String(repeating: "a", count: 64))
        let error = syntaxError("{\"" + String(repeating: "k", count: 100) + "\": 1, \"" + String(repeating: "k", count: 100) + "\": 2}")
        #expect(error?.problem.contains("… (100 characters)") == true, "\(String(describing: error))")
    }
}
