@testable import CLI
import Presentation
import Testing

@Suite("Terminal input")
struct TerminalInputTests {
    @Test("Keys decode from arrows, vi keys and single bytes")
    func keys() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[Dhjkl+-\rqf\u{03}".utf8))
            == [.up, .down, .right, .left, .left, .down, .up, .right, .zoomIn, .zoomOut, .enter, .quit, .favourite, .interrupt])
    }

    @Test("An SGR mouse press split across two reads decodes once; releases and other buttons are ignored; the wheel zooms")
    func splitMouse() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;12".utf8)).isEmpty)
        #expect(decoder.decode(Array(";7M\u{1B}[<0;12;7m".utf8)) == [.click(column: 12, row: 7)])
        #expect(decoder.decode(Array("\u{1B}[<2;3;3M\u{1B}[<1;3;3M".utf8)).isEmpty)
        #expect(decoder.decode(Array("\u{1B}[<64;3;3M\u{1B}[<65;3;3M\u{1B}[<65;3;3m".utf8)) == [.zoomIn, .zoomOut])
    }

    @Test("Page Up/Down, Home and End in their usual spellings, and the wheel with Ctrl held, are keys of their own")
    func pageKeys() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.keys(Array("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}OH\u{1B}[<80;1;1M\u{1B}[2~".utf8))
            == [.pageUp, .pageDown, .home, .end, .home, .end, .home, .wheelUp])
    }

    @Test("Digits 1-9 go to a favourite, @ to here, ? shows the keys; Ctrl-Z suspends; 0 is any other key")
    func newKeys() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode(Array("123456789@?\u{1A}0".utf8))
            == (1...9).map { MapInput.goToFavourite($0) } + [.goHere, .keys, .suspend, .other])
    }

    @Test("A lone Esc is Escape once the read is over")
    func loneEscape() {
        var decoder = TerminalInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.flush() == [.escape])
    }

    @Test("A double click's raw SGR bytes (press and release, twice) decode to two clicks at that cell")
    func doubleClickBytes() {
        var decoder = TerminalInputDecoder()
        let click = Array("\u{1B}[<0;41;5M\u{1B}[<0;41;5m".utf8)
        #expect(decoder.decode(click) + decoder.decode(click) == [.click(column: 41, row: 5), .click(column: 41, row: 5)])
    }
}
