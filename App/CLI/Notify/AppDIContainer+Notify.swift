import DataAccess
import Domain

extension AppDIContainer {
    /// `wf notify`: the one report of a place, and what was already said in the database.
    func notify() throws -> NotifyUseCase {
        NotifyUseCase(reports: try placeReport(), said: SQLiteSaidNotifications(store: try store()), now: now)
    }
}
