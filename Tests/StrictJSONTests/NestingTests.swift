import StrictJSON
import Testing

/// ``JSONParser/maximumDepth``: deep enough for any script, refused past it, and never the stack.
@Suite("Nesting depth")
struct NestingTests {
    static func arrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    static func objects(_ depth: Int) -> String {
        String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    }

    @Test("Arrays and objects nested to the limit read, and read back as deep")
    func atTheLimit() throws {
        var value = try parse(Self.arrays(JSONParser.maximumDepth)).get()
        var depth = 0
        while case .array(let elements) = value {
            depth += 1
            value = elements.first ?? .null
        }
        #expect(depth == JSONParser.maximumDepth)
        #expect(throws: Never.self) { try parse(Self.objects(JSONParser.maximumDepth)).get() }
    }

    @Test("One level more is refused where it opens", arguments: [false, true])
    func pastTheLimit(objects: Bool) {
        let text = objects ? Self.objects(JSONParser.maximumDepth + 1) : Self.arrays(JSONParser.maximumDepth + 1)
        let error = syntaxError(text)
        #expect(error?.problem == "arrays and objects nest deeper than \(JSONParser.maximumDepth) here")
        #expect(error?.line == 1)
        #expect(error?.column == (objects ? 5 * JSONParser.maximumDepth + 1 : JSONParser.maximumDepth + 1))
    }

    @Test("A million unclosed brackets are refused without exhausting the stack")
    func hostile() {
        #expect(syntaxError(String(repeating: "[", count: 1_000_000)) != nil)
        #expect(syntaxError(String(repeating: #"{"a":["#, count: 200_000)) != nil)
    }

    @Test("An unclosed container at the end of the file says where it opened")
    func unclosed() {
        let error = syntaxError("{\n  \"a\": [1,\n  2")
        #expect(error?.problem.hasSuffix("(the array opened at line 2, column 8 is not closed)") == true, "\(String(describing: error))")
    }
}
