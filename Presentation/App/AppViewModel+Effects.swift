import Domain
import Foundation

/// What each of `wf app`'s effects does, as values the store runs.
extension AppViewModel {
    /// What an effect runs under: a newer one under the same identity replaces the one in flight.
    public enum EffectID: Hashable, Sendable {
        /// One pause at a time: a newer keystroke's replaces this one.
        case searchPause
        case search(generation: Int)
        case recent
        case remember
        case place
        case favouritePlaces
        case favourites
        /// A favourite's change is its point's: changing another does not cancel it.
        case favourite(String)
        case rain
    }

    static func run(_ effect: Effect, _ dependencies: Dependencies) -> EffectRun<Event, EffectID> {
        switch effect {
        case .search(.wait(let duration, let generation)):
            return .after(duration, on: dependencies.sleep, .searchPause, send: .search(.debounceElapsed(generation: generation)))
        case .search(.fetch(let query, let generation)):
            return .perform(.search(generation: generation), { try await dependencies.candidates(query) },
                            then: { .search(.answered(generation: generation, $0)) })
        case .search(.cancel(let generation)):
            return .cancel(.search(generation: generation))
        case .search(.open):
            return .none
        case .loadRecent:
            return .run(.recent) { send in
                guard let queries = try? await dependencies.recent() else { return }
                await send(.search(.recentLoaded(queries)))
            }
        case .remember(let query):
            return .run(.remember) { _ in await dependencies.remember(query) }
        case .loadPlace(let place, let policy):
            return .perform(.place, { try await dependencies.report(place, policy) }, then: { .placeLoaded(place, $0) })
        case .loadFavouritePlaces:
            return .run(.favouritePlaces) { send in
                guard let favourites = try? await dependencies.favouritePlaces() else { return }
                await send(.favouritePlacesLoaded(favourites))
            }
        case .favourites(let effect):
            return .perform(.favourites, { try await FavouritesViewModel.perform(effect, dependencies.favourites) }, then: {
                switch $0 {
                case .success(let state): .favourites(.finished(state))
                case .failure(let error): .favourites(.finished(.failed(error)))
                }
            })
        case .addFavourite(let place):
            return .perform(.favourite(place.coordinate.spot.key), { () async throws -> FavouriteChange in
                switch try await dependencies.addFavourite(place) {
                case .added(let favourite): .added(favourite)
                case .alreadyFavourite(let favourite): .already(favourite)
                case .ambiguous: .already(Favourite(place: place, addedAt: Date()))
                }
            }, then: Event.favouriteChanged)
        case .removeFavourite(let favourite):
            return .perform(.favourite(favourite.place.coordinate.spot.key), { () async throws -> FavouriteChange in
                try await dependencies.removeFavourite(favourite)
                return .removed(favourite)
            }, then: Event.favouriteChanged)
        case .addMapFavourite(let coordinate):
            return .perform(.favourite(coordinate.spot.key), {
                try await dependencies.addFavourite(Place(name: coordinate.description, coordinate: coordinate))
            }, then: { .map(.favouriteAdded(coordinate, $0)) })
        case .loadRain(let grid):
            return .run(.rain) { send in await send(.map(.rainLoaded(grid, await dependencies.rainMap(grid)))) }
        case .settleRain(let grid):
            return .run(.rain) { send in
                guard (try? await dependencies.sleep(RainLayer.settleDelay)) != nil, !Task.isCancelled else { return }
                await send(.map(.rainLoaded(grid, await dependencies.rainMap(grid))))
            }
        case .suspend:
            return .now(dependencies.suspend)
        case .quit:
            return .cancelAll
        }
    }
}
