import Domain
import Foundation
import Testing

@Suite("Wind units")
struct WindUnitTests {
    /// Each force from 1 to 12 and the speed, in m/s, at which it begins (WMO).
    static let forces = Array(zip(1...12, [0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]))

    @Test("A Beaufort force begins exactly at its threshold; a hair below is the force before", arguments: forces)
    func beaufortBoundaries(force: Int, threshold: Double) {
        #expect(WindUnit.beaufortForce(metresPerSecond: threshold) == force)
        #expect(WindUnit.beaufortForce(metresPerSecond: threshold.nextDown) == force - 1)
        #expect(WindUnit.beaufortForce(metresPerSecond: threshold - 0.05) == force - 1)
    }

    @Test("Calm is force 0 and anything past 32.7 m/s is 12, however strong")
    func beaufortEnds() {
        #expect(WindUnit.beaufortForce(metresPerSecond: 0) == 0)
        #expect(WindUnit.beaufortForce(metresPerSecond: 0.49) == 0)
        #expect(WindUnit.beaufortForce(metresPerSecond: 32.69) == 11)
        #expect(WindUnit.beaufortForce(metresPerSecond: 90) == 12)
    }

    @Test("Speeds kept in km/h (metric) or mph (imperial) convert to every unit")
    func conversions() {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
        #expect(close(WindUnit.metresPerSecond.speed(36, from: .metric), 10))
        #expect(close(WindUnit.knots.speed(18.52, from: .metric), 10))
        #expect(close(WindUnit.knots.speed(11.507794480235425, from: .imperial), 10))
        #expect(close(WindUnit.milesPerHour.speed(16.09344, from: .metric), 10))
        #expect(close(WindUnit.kilometresPerHour.speed(10, from: .imperial), 16.09344))
        #expect(WindUnit.kilometresPerHour.speed(12.3, from: .metric) == 12.3)
        #expect(WindUnit.milesPerHour.speed(12.3, from: .imperial) == 12.3)
        // 36 km/h is 10 m/s: force 5 (8.0 to 10.8); 10 mph is 4.47 m/s: force 3.
        #expect(WindUnit.beaufort.speed(36, from: .metric) == 5)
        #expect(WindUnit.beaufort.speed(10, from: .imperial) == 3)
        // 19.8 km/h is 5.5 m/s, where force 4 begins.
        #expect(WindUnit.beaufort.speed(19.8, from: .metric) == 4)
    }

    @Test("Left unset, the unit follows units: km/h for metric, mph for imperial")
    func defaults() {
        #expect(WindUnit.default(for: .metric) == .kilometresPerHour)
        #expect(WindUnit.default(for: .imperial) == .milesPerHour)
        #expect(WindUnit.allCases.map(\.rawValue) == ["kmh", "mph", "ms", "kn", "bft"])
    }

    @Test("What is no speed stays no speed in any unit")
    func notASpeed() {
        for unit in WindUnit.allCases {
            #expect(unit.speed(.nan, from: .metric).isNaN)
            #expect(unit.speed(.infinity, from: .imperial) == .infinity)
        }
    }
}
