import Domain
import Foundation
import Networking

/// A keyless IP-geolocation service (ipapi.co's format), asked only when the location is `auto`.
struct IPLocationService: Sendable {
    let url: String
    let network: any NetworkService
    let now: @Sendable () -> Date

    /// "ipapi.co": the service is named by its host in messages.
    var name: String { URLComponents(string: url)?.host ?? "the IP-location service" }

    private var errors: ProviderErrorMapper {
        ProviderErrorMapper(provider: name, usesKey: false) { body in
            (try? JSONDecoder().decode(IPLocationDTO.self, from: body))?.reason
        }
    }

    func locate() async throws -> ApproximateLocation {
        let dto: IPLocationDTO
        do {
            dto = try await network.decode(from: Endpoint(baseURL: url, path: "", source: "ip-location"))
        } catch {
            throw errors.map(error)
        }
        // ipapi.co answers some failures (a reserved address, a rate limit) with status 200.
        if dto.error == true {
            throw WeatherError.providerUnavailable(provider: name, reason: "could not place this address: \(dto.reason ?? "no reason given")")
        }
        guard let latitude = dto.latitude, let longitude = dto.longitude,
              let coordinate = try? Coordinate(latitude: latitude, longitude: longitude) else {
            throw WeatherError.providerUnavailable(provider: name, reason: "sent a response wf cannot read")
        }
        let place = Place(name: dto.city.flatMap { $0.isEmpty ? nil : $0 } ?? coordinate.description,
                          country: dto.country_code, region: dto.region, coordinate: coordinate)
        return ApproximateLocation(place: place, timeZone: dto.timezone, fetchedAt: now())
    }
}
