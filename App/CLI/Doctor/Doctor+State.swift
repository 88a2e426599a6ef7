import DataAccess
import Domain
import Foundation
import Presentation
#if os(Linux)
import Glibc
#endif

/// Where wf keeps things, and whether each is as it should be.
extension Doctor {
    func stateFindings() -> [Finding] {
        let folder = StateFolder(settings.home)
        var findings: [Finding] = []
        var exists = stat()
        guard stat(folder.path, &exists) == 0 else {
            return [.note("state", "state folder", "\(folder.path) does not exist yet; wf makes it, private to you, when it first keeps something")]
        }
        let untrusted = folder.problems()
        for problem in untrusted {
            findings.append(.problem("state", subject(of: problem, in: folder), WeatherErrorMessage(problem, remedies: .commandLine).text))
        }
        if let reason = Self.cannotWrite(in: folder.path) {
            findings.append(.problem("state", "state folder", "\(folder.path): wf cannot write in it (\(reason)); "
                                     + "nothing new is kept and changes exit 73. Make it writable, or export WF_HOME=<a folder of your own>"))
        } else if untrusted.isEmpty {
            findings.append(.ok("state", "state folder", "\(folder.path): yours alone, writable"))
        }
        findings += configFindings(folder)
        findings += databaseFindings(folder, trusted: untrusted.isEmpty)
        findings += favouritesFindings(folder)
        return findings
    }

    private func subject(of problem: WeatherError, in folder: StateFolder) -> String {
        guard case .untrustedState(let path, _, _) = problem else { return "state folder" }
        return path == folder.path ? "state folder" : (path as NSString).lastPathComponent
    }

    /// Why a file cannot be made in `folder`, tried for real: root writes where the mode says it cannot.
    static func cannotWrite(in folder: String) -> String? {
        let probe = folder + "/.wf-doctor-\(getpid())"
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        unlink(probe)
        return nil
    }

    private func configFindings(_ folder: StateFolder) -> [Finding] {
        var status = stat()
        guard lstat(folder.configPath, &status) == 0 else {
            return [.ok("state", "config.json", "none: every setting is its default or from the environment")]
        }
        if let brokenConfig {
            return [.problem("state", "config.json", "\(folder.configPath) cannot be read: \(brokenConfig); the environment and defaults apply")]
        }
        if settings.file[SettingKey.apiKey.name] != nil, status.st_mode & (S_IRGRP | S_IROTH) != 0 {
            return [.problem("state", "config.json", "\(folder.configPath) holds the API key and others can read it: chmod 600 \(folder.configPath)")]
        }
        return [.ok("state", "config.json", "\(folder.configPath): \(settings.file.count) setting\(settings.file.count == 1 ? "" : "s")")]
    }

    private func databaseFindings(_ folder: StateFolder, trusted: Bool) -> [Finding] {
        guard FileManager.default.fileExists(atPath: folder.databasePath) else {
            return [.note("state", "wf.sqlite", "no database yet: made at the first search")]
        }
        guard trusted else { return [] }
        do {
            let store = try container.store()
            return [.ok("state", "wf.sqlite", "\(store.path): opens, yours alone")]
        } catch {
            return [.problem("state", "wf.sqlite", WeatherErrorMessage(CommandContext.weatherError(error), remedies: .commandLine).text)]
        }
    }

    private func favouritesFindings(_ folder: StateFolder) -> [Finding] {
        let path = folder.favouritesCopyPath
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return [.ok("state", "favourites.json", "none: no favourites kept yet")]
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: 16 << 20)) ?? Data()
        do {
            let read = try FavouritesFile.decodeEach(data)
            guard read.skipped.isEmpty else {
                return [.problem("state", "favourites.json", "\(path): \(read.skipped.count) of its entries cannot be read (\(read.skipped[0])); "
                                 + "wf sets the file aside at the next change and keeps the \(read.favourites.count) it can")]
            }
            return [.ok("state", "favourites.json", "\(path): \(read.favourites.count) favourite\(read.favourites.count == 1 ? "" : "s")")]
        } catch {
            return [.problem("state", "favourites.json", "\(path) cannot be read (\(error.reason)); wf sets it aside at the next change")]
        }
    }
}
