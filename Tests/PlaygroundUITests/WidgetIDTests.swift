import PlaygroundUI
import Testing

@Suite("Widget IDs")
struct WidgetIDTests {
    @Test("An ID made again from the same name and index is the same ID; any other name or index differs")
    func stable() {
        #expect(WidgetID("log.clear") == "log.clear")
        #expect(WidgetID("log.row", 3) == WidgetID("log.row", 3))
        #expect(WidgetID("log.row", 3).rawValue == WidgetID("log.row", 3).rawValue)
        #expect(WidgetID("log.row", 3) != WidgetID("log.row", 4))
        #expect(WidgetID("log.row", 3) != WidgetID("log.rows", 3))
        #expect(WidgetID("log.row") != WidgetID("log.row", 1))
    }

    @Test("Children are apart from their parent, from each other, and from IDs made with the same name and an index")
    func children() {
        let kinds = WidgetID("log.kinds")
        #expect(kinds.child(0) == kinds.child(0))
        #expect(kinds.child(0) != kinds.child(1))
        #expect(kinds.child(0) != kinds)
        #expect(kinds.child(1) != WidgetID("log.kinds", 1))
        #expect(WidgetID("a", 1).child(2) != WidgetID("a", 2).child(1))
    }

    @Test("An ID hashes the same from run to run (FNV-1a), so a recording of one could name it")
    func fixedHash() {
        #expect(WidgetID("log.clear").rawValue == 0xC94F_C66F_D2BC_B38A)
        #expect(WidgetID("log.clear").description == "log.clear")
        #expect(WidgetID("log.row", 2).description == "log.row[2]")
    }
}
