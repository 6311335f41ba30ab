import Foundation
import PlaygroundKit
import PlaygroundTestSupport
import Testing
import StrictJSON

/// A script that is not JSON is refused with the line and column of the
/// first problem, what was expected there and what was found, in one line,
/// as every other script error names its event and frame. Trailing commas are
/// refused (see JSONParser for each deliberate choice).
@Suite("Script syntax errors")
struct ScriptSyntaxErrorTests {
    private func error(loading bytes: [UInt8]) -> String? {
        do {
            _ = try InputScript(json: Data(bytes))
            return nil
        } catch {
            return error.description
        }
    }

    private func error(loading json: String) -> String? {
        error(loading: Array(json.utf8))
    }

    @Test(
        "Each syntax error names its line and column, what was expected and what was found",
        arguments: [
            (
                "a missing comma between fields",
                "{\n  \"version\": 3,\n  \"events\": [\n    {\"frame\": 3 \"type\": \"quit\"}\n  ]\n}\n",
                #"line 4, column 17: expected "," or "}" after the value of "frame", found the string "type""#
            ),
            (
                "a missing comma between events",
                "{\"version\": 3, \"events\": [\n  {\"frame\": 1, \"type\": \"quit\"}\n  {\"frame\": 2, \"type\": \"quit\"}\n]}\n",
                #"line 3, column 3: expected "," or "]" after element 1 of the array, found "{""#
            ),
            (
                "an unclosed brace",
                "{\"version\": 3, \"events\": [\n  {\"frame\": 1, \"type\": \"quit\"}\n]\n",
                #"line 4, column 1: expected "," or "}" after the value of "events", found the end of the file (the object opened at line 1, column 1 is not closed)"#
            ),
            (
                "an unclosed event at the end of the file",
                #"{"version": 3, "events": [{"frame": 1, "type": "#,
                #"line 1, column 48: expected a value for the field "type", found the end of the file (the object opened at line 1, column 27 is not closed)"#
            ),
            (
                "a bad literal",
                #"{"version": 3, "routed": tru, "events": []}"#,
                #"line 1, column 26: expected a value for the field "routed", found "tru""#
            ),
            (
                "a literal from another language",
                #"{"version": 3, "routed": True, "events": []}"#,
                #"line 1, column 26: expected a value for the field "routed", found "True" (JSON's true and false are lowercase)"#
            ),
            (
                "NaN",
                #"{"version": 3, "events": [{"frame": 1, "type": "pointerMove", "x": NaN, "y": 1}]}"#,
                #"line 1, column 68: expected a value for the field "x", found "NaN" (JSON has no NaN or infinity)"#
            ),
            (
                "a trailing comma in an array",
                "{\"version\": 3, \"events\": [\n  {\"frame\": 1, \"type\": \"quit\"},\n]}",
                #"line 2, column 31: a comma before "]": JSON allows no trailing comma (remove it)"#
            ),
            (
                "a trailing comma in an object",
                "{\"version\": 3, \"events\": [],\n}",
                #"line 1, column 28: a comma before "}": JSON allows no trailing comma (remove it)"#
            ),
            ("an empty file", "", "line 1, column 1: expected a JSON value, found the end of the file (it is empty)"),
            ("white space only", "  \n\t\n", "line 3, column 1: expected a JSON value, found the end of the file (it is empty)"),
            (
                "a string that never ends",
                #"{"version": 3, "scene": "default"#,
                #"line 1, column 33: the string opened at line 1, column 25 never ends: expected a closing ""#
            ),
            (
                "a quote missing",
                #"{"version": 3, "scene": "default, "events": []}"#,
                #"line 1, column 36: expected "," or "}" after the value of "scene", found "events" (is a quote missing?)"#
            ),
            (
                "a line break inside a string",
                "{\"version\": 3, \"scene\": \"de\nfault\", \"events\": []}",
                #"line 1, column 28: a line break inside a string: write it as \n (or is a closing " missing?)"#
            ),
            (
                "an escape JSON does not have",
                #"{"version": 3, "scene": "a\x", "events": []}"#,
                #"line 1, column 27: "\x" is not a JSON escape (JSON has \" \\ \/ \b \f \n \r \t and \uXXXX)"#
            ),
            (
                "half a surrogate pair",
                #"{"version": 3, "scene": "\ud83d", "events": []}"#,
                #"line 1, column 26: \uD83D is half a surrogate pair: a \uDC00…\uDFFF must follow it"#
            ),
            (
                "a leading zero",
                #"{"version": 03, "events": []}"#,
                #"line 1, column 13: "03" is not a JSON number: no leading zeros"#
            ),
            (
                "a decimal point without digits",
                #"{"version": 3., "events": []}"#,
                #"line 1, column 15: expected a digit after the decimal point of "3.""#
            ),
            (
                "a number too large for a Double",
                #"{"version": 3, "frames": 1e400, "events": []}"#,
                #"line 1, column 26: the number 1e400 is too large for a Double"#
            ),
            (
                "single quotes",
                "{'version': 3, 'events': []}",
                #"line 1, column 2: expected a field name in double quotes, found "'" (JSON strings take double quotes)"#
            ),
            (
                "a comment",
                "{\"version\": 3, // the format\n\"events\": []}",
                #"line 1, column 16: expected a field name in double quotes, found "/" (JSON has no comments)"#
            ),
            (
                "a field given twice",
                #"{"version": 3, "events": [{"frame": 1, "type": "quit", "frame": 2}]}"#,
                #"line 1, column 56: the field "frame" appears twice in this object"#
            ),
            (
                "a second value after the first",
                "{\"version\": 3, \"events\": []}\n{\"version\": 3, \"events\": []}\n",
                #"line 2, column 1: expected the end of the file after the JSON value, found "{""#
            ),
            (
                "a missing colon",
                #"{"version" 3, "events": []}"#,
                #"line 1, column 12: expected ":" after the field name "version", found the number 3"#
            ),
            (
                "columns count characters, not bytes",
                "{\"version\": 3, \"scene\": \"ñandú\" \"events\": []}",
                #"line 1, column 33: expected "," or "}" after the value of "scene", found the string "events""#
            ),
            (
                "Windows line ends",
                "{\r\n  \"version\": 3,\r\n  \"events\": [}\r\n",
                #"line 3, column 14: expected a value for element 1 of the array, found "}""#
            ),
        ])
    func syntaxError(what: String, json: String, expected: String) {
        #expect(error(loading: json) == "is not valid JSON: " + expected, "\(what)")
    }

    @Test("Bytes that are not UTF-8 are refused where they are, with a likely cause")
    func notUTF8() {
        // "café" saved as Latin-1: é is the single byte 0xE9.
        let latin1 = Array(#"{"version": 3, "scene": "caf"#.utf8) + [0xE9] + Array(#"", "events": []}"#.utf8)
        #expect(
            error(loading: latin1)
                == "is not valid JSON: line 1, column 29: the byte 0xE9 does not start a UTF-8 character; JSON is UTF-8 (was the file saved as Latin-1?)")
        // A lone continuation byte outside a string, an overlong "/" and a UTF-8-encoded surrogate.
        for bytes: [UInt8] in [[0x7B, 0x80], [0x7B, 0x22, 0xC0, 0xAF, 0x22], [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]] {
            #expect(error(loading: bytes)?.contains("does not start a UTF-8 character") == true, "\(bytes)")
        }
        let utf16 = Array("{\"version\": 3, \"events\": []}".data(using: .utf16LittleEndian)!)
        #expect(error(loading: [0xFF, 0xFE] + utf16) == "is not valid JSON: line 1, column 1: the text is UTF-16 or UTF-32; JSON is UTF-8 (save the file as UTF-8)")
        #expect(error(loading: utf16)?.contains("the text is UTF-16 or UTF-32") == true)
    }

    @Test("A UTF-8 byte order mark is skipped, and escapes decode to the characters they name")
    func byteOrderMarkAndEscapes() throws {
        let json = [0xEF, 0xBB, 0xBF] + Array(#"{"version": 3, "scene": "\u00f1and\u00fa \ud83d\ude00 \"q\" \\ \/", "events": []}"#.utf8)
        let script = try InputScript(json: Data(json))
        #expect(script.scene == "ñandú 😀 \"q\" \\ /")
    }

    @Test("An error in a file names the file first")
    func fileNamesItself() throws {
        let folder = TestSupport.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/broken.json"
        try Data("{\"version\": 3,\n  \"events\": [],\n}\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: PlaygroundError.script("\(path): is not valid JSON: line 2, column 15: a comma before \"}\": JSON allows no trailing comma (remove it)")) {
            try InputScript(contentsOfFile: path)
        }
    }

    @Test("Nesting is read without recursion: 512 levels parse, the 513th is refused where it opens")
    func nesting() throws {
        let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(throws: Never.self) { try JSONParser.parse(Data(deepest.utf8)) }
        let tooDeep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONSyntaxError(line: 1, column: 513, problem: "arrays and objects nest deeper than 512 here")) {
            try JSONParser.parse(Data(tooDeep.utf8))
        }
    }
}
