import Domain
import Testing

@Suite("CAP polygons")
struct AlertPolygonTests {
    @Test("CAP's text is read; a point inside, outside and on the outline; a concave outline")
    func containment() throws {
        let box = try #require(AlertPolygon(cap: "45.0,7.0 46.0,7.0 46.0,8.0 45.0,8.0 45.0,7.0"))
        #expect(box.contains(Coordinate(unchecked: 45.5, 7.5)))
        #expect(!box.contains(Coordinate(unchecked: 44.9, 7.5)) && !box.contains(Coordinate(unchecked: 45.5, 8.1)))
        #expect(box.contains(Coordinate(unchecked: 45.0, 7.5)))
        // An L: the notch at the top right is outside.
        let l = try #require(AlertPolygon(cap: "0,0 2,0 2,1 1,1 1,2 0,2 0,0"))
        #expect(l.contains(Coordinate(unchecked: 0.5, 1.5)) && !l.contains(Coordinate(unchecked: 1.5, 1.5)))
    }

    @Test("Fewer than three points, or anything but pairs of numbers, is no polygon")
    func rejected() {
        #expect(AlertPolygon(cap: "45,7 46,8") == nil)
        #expect(AlertPolygon(cap: "45,7 46,x 47,8") == nil)
        #expect(AlertPolygon(cap: "45,7,1 46,8 47,9") == nil)
        #expect(AlertPolygon(cap: "95,7 46,8 47,9") == nil)
    }
}
