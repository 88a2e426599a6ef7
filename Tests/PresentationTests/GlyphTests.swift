import Domain
import Presentation
import Testing

@Suite("Weather glyphs")
struct GlyphTests {
    /// U+2E19 was in none of DejaVu Sans Mono and Liberation Mono; Latin-1 is in every monospace
    /// font (see `WeatherFormat.glyph`).
    @Test("Drizzle's glyph is one Latin-1 character, which every monospace font has")
    func drizzleInEveryFont() {
        let glyph = WeatherFormat.glyph(.drizzle)
        #expect(glyph.unicodeScalars.count == 1)
        #expect(glyph.unicodeScalars.allSatisfy { (0xA1...0xFF).contains($0.value) })
    }
}
