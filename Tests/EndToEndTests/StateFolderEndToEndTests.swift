import Foundation
import Testing
import TestSupport

/// What the user keeps survives a folder that cannot be written, a full disk, a damaged database
/// with other wf processes at work, concurrent settings, and a folder another user could change.
@Suite("State folder under faults: nothing lost, no write claimed that was not made")
struct StateFolderEndToEndTests {
    /// Commands that must write, and the word each prints on success (never seen when they fail).
    static let writes: [[String]] = [
        ["fav", "add", "48.85,2.35"], ["fav", "remove", "1"], ["config", "set", "units", "imperial"],
        ["config", "unset", "units"], ["config", "reset"], ["cache", "clear"],
    ]

    /// A home with two favourites and a setting, made by wf itself.
    private func populated(_ scenario: Scenario) throws {
        try scenario.run("fav", "add", "52.52,13.41")
        try scenario.run("fav", "add", "40.42,-3.70")
        try scenario.run("config", "set", "units", "metric")
        try scenario.run("search", "berlin")
    }

    /// Every file in the folder and in its folders (`requests/`), by path under it.
    private func snapshot(_ home: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: home.path) where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            let url = home.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[name] = try Data(contentsOf: url)
        }
        return files
    }

    /// Reads work with one warning; every write exits `status`, names the folder, and claims nothing.
    private func expectReadsWorkAndWritesRefused(_ scenario: Scenario, status: Int32, reason: String,
                                                 writes: [[String]] = writes) throws {
        let list = try scenario.run("fav", "list", "--names")
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == "52.52, 13.41\n40.42, -3.70\n")
        #expect(list.stderr.components(separatedBy: "warning").count == 2, "\(list.stderr)")
        #expect(list.stderr.contains(reason))
        #expect(list.stderr.contains("nothing new can be saved"))
        let search = try scenario.run("search", "berlin")
        #expect(search.status == 0, "\(search.stderr)")
        #expect(search.stdout.contains("Berlin"))
        let info = try scenario.run("cache", "info")
        #expect(info.status == 0)
        #expect(info.stdout.contains("Favourites      2"))
        for arguments in writes {
            let result = try scenario.wf.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(scenario.wf.home.path), "\(arguments): \(result.stderr)")
            #expect(!result.stdout.contains("Added") && !result.stdout.contains("Removed"), "\(arguments)")
            #expect(!result.stderr.contains(" set in ") && !result.stderr.contains("removed from")
                    && !result.stderr.contains("cache cleared") && !result.stderr.contains("moved "), "\(arguments): \(result.stderr)")
        }
    }

    @Test("A read-only folder: favourites and settings are read, every write exits 73 and changes nothing")
    func readOnlyFolder() throws {
        let scenario = try Scenario(.openMeteo)
        try populated(scenario)
        let before = try snapshot(scenario.wf.home)
        let home = scenario.wf.home.path
        if getuid() == 0 {
            // Root writes through any mode bits: only a read-only mount stops it, as it stops everyone.
            try Mount.readOnly(home)
            defer { Mount.unmount(home) }
            try expectReadsWorkAndWritesRefused(scenario, status: 73, reason: "read-only file system")
        } else {
            chmod(home, 0o555)
            defer { chmod(home, 0o700) }
            try expectReadsWorkAndWritesRefused(scenario, status: 73, reason: "permission denied")
        }
        #expect(try snapshot(scenario.wf.home) == before)
        #expect(try scenario.run("fav", "list", "--names").stdout == "52.52, 13.41\n40.42, -3.70\n")
    }

    @Test("WF_HOME is a file: a search still shows results; a favourite is refused with 73, not 'Added'")
    func homeIsAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("wf-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let scenario = try Scenario(.openMeteo, environment: ["WF_HOME": file.path])
        let search = try scenario.run("search", "berlin")
        #expect(search.status == 0)
        #expect(search.stderr.contains("not a directory"))
        let add = try scenario.run("fav", "add", "52.52,13.41")
        #expect(add.status == 73)
        #expect(!add.stdout.contains("Added"))
        #expect(add.stderr.contains("cannot save in \(file.path): not a directory"))
        #expect(try scenario.run("config", "set", "units", "imperial").status == 73)
        #expect(try Data(contentsOf: file) == Data("not a folder".utf8))
    }

    /// Mounting a small file system needs root, which CI has: there it always runs.
    @Test("A full disk: favourites, search and cache info still work; writes exit 74 'no space left'", .enabled(if: getuid() == 0))
    func fullDisk() throws {
        let mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("wf-full-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        try Mount.tmpfs(mountPoint.path, bytes: 1 << 20)
        defer {
            Mount.unmount(mountPoint.path)
            try? FileManager.default.removeItem(at: mountPoint)
        }
        var scenario = try Scenario(.openMeteo)
        scenario.wf = WFProcess(home: mountPoint.appendingPathComponent("wf")).using(server: scenario.server.baseURL)
        try populated(scenario)
        let before = try snapshot(scenario.wf.home)
        try Mount.fill(mountPoint.path)
        // `config reset` only renames, which takes no space: on a full disk it works, and says so.
        let writes = Self.writes.filter { $0 != ["config", "reset"] }
        try expectReadsWorkAndWritesRefused(scenario, status: 74, reason: "no space left", writes: writes)
        for arguments in writes {
            #expect(try scenario.wf.run(arguments).stderr.contains("no space left on the disk of \(scenario.wf.home.path)"))
        }
        let kept = ["config.json", "wf.sqlite"]
        #expect(try snapshot(scenario.wf.home).filter { kept.contains($0.key) } == before.filter { kept.contains($0.key) })
        try FileManager.default.removeItem(atPath: mountPoint.path + "/fill")
        #expect(try scenario.run("fav", "add", "48.85,2.35").status == 0)
        #expect(try scenario.run("fav", "list", "--names").stdout == "52.52, 13.41\n40.42, -3.70\n48.85, 2.35\n")
    }

    @Test("Seven 'wf config set' of different keys at once keep all seven")
    func concurrentSettings() throws {
        let scenario = try Scenario(.openMeteo)
        let pairs = [("units", "imperial"), ("timeout", "7"), ("retries", "1"), ("language", "de"), ("accessible", "on"),
                     ("cache-limit", "50"), ("location", "52.5,13.4")]
        for _ in 0..<3 {
            try? FileManager.default.removeItem(at: scenario.wf.home.appendingPathComponent("config.json"))
            let script = pairs.map { "\"$WF\" config set \($0.0) \($0.1) &" }.joined(separator: "\n") + "\nwait"
            _ = try scenario.wf.runShell(script, timeout: 60)
            let data = try Data(contentsOf: scenario.wf.home.appendingPathComponent("config.json"))
            let stored = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
            #expect(stored == Dictionary(uniqueKeysWithValues: pairs))
        }
    }

    @Test("A damaged database, 12 'fav add' and 12 'search --refresh' at once: every favourite reported added is kept",
          arguments: 0..<4)
    func damagedDatabaseUnderConcurrency(trial: Int) throws {
        let scenario = try Scenario(.openMeteo)
        try populated(scenario)
        try scenario.damageRootPage(of: "cache_entries")
        let script = (1...12).map { index in
            "\"$WF\" fav add \(10 + index).25,\(20 + trial).75 > \"$WF_HOME/add.\(index)\" 2>&1 &\n"
                + "\"$WF\" search berlin --refresh > /dev/null 2>&1 &"
        }.joined(separator: "\n") + "\nwait"
        _ = try scenario.wf.runShell(script, timeout: 120)
        let live = try scenario.run("fav", "list", "--names")
        #expect(live.status == 0)
        var added = 0
        for index in 1...12 {
            let output = try String(contentsOf: scenario.wf.home.appendingPathComponent("add.\(index)"), encoding: .utf8)
            guard output.contains("Added") else {
                Issue.record("fav add \(index) did not add: \(output)")
                continue
            }
            added += 1
            #expect(live.stdout.contains("\(10 + index).25, \(20 + trial).75"), "favourite \(index) reported added but missing")
        }
        #expect(added == 12)
        #expect(live.stdout.contains("52.52, 13.41") && live.stdout.contains("40.42, -3.70"))
        // One repair at most: a healthy database another process has just made is never moved aside.
        let aside = try FileManager.default.contentsOfDirectory(atPath: scenario.wf.home.path)
            .filter { $0.hasPrefix("wf.sqlite.corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        #expect(aside.count == 1, "\(aside)")
        let info = try scenario.run("cache", "info")
        #expect(info.stdout.contains(aside.first ?? "?"), "cache info names the file moved aside")
    }

    @Test("A schema version no wf writes (-1) is repaired like damage: favourites kept, the file moved aside")
    func negativeSchemaVersion() throws {
        let scenario = try Scenario(.openMeteo)
        try populated(scenario)
        try scenario.setUserVersion(-1)
        let result = try scenario.run("fav", "list", "--names")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "52.52, 13.41\n40.42, -3.70\n")
        #expect(result.stderr.contains("moved it to \(scenario.wf.databaseURL.path).corrupt-"))
        #expect(!result.stderr.contains("already exists"))
    }

    // MARK: Another user's hand in the folder

    @Test("A folder any user can write is refused with 77 and the fix; nothing is created in it")
    func worldWritableFolder() throws {
        let scenario = try Scenario(.openMeteo)
        try FileManager.default.createDirectory(at: scenario.wf.home, withIntermediateDirectories: true)
        chmod(scenario.wf.home.path, 0o777)
        for arguments in [["search", "berlin"], ["fav", "list"], ["fav", "add", "1,2"], ["config", "set", "units", "metric"]] {
            let result = try scenario.wf.run(arguments)
            #expect(result.status == 77, "\(arguments)")
            #expect(result.stderr.contains("refusing to use \(scenario.wf.home.path): any user can change it; fix it with: chmod go-w"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scenario.wf.home.path).isEmpty)
        #expect(scenario.server.requestCount == 0)
    }

    @Test("A link planted as wf.sqlite or config.json is refused with 77; nothing is created at its target")
    func plantedLink() throws {
        for name in ["wf.sqlite", "config.json", "wf.lock", "wf.sqlite-wal"] {
            let scenario = try Scenario(.openMeteo)
            try FileManager.default.createDirectory(at: scenario.wf.home, withIntermediateDirectories: true)
            let target = FileManager.default.temporaryDirectory.appendingPathComponent("wf-target-\(UUID().uuidString)")
            try FileManager.default.createSymbolicLink(atPath: scenario.wf.home.appendingPathComponent(name).path,
                                                       withDestinationPath: target.path)
            for arguments in [["fav", "add", "1,2"], ["config", "set", "units", "metric"], ["search", "berlin"]] {
                let result = try scenario.wf.run(arguments)
                #expect(result.status == 77, "\(name) \(arguments)")
                #expect(result.stderr.contains("is a symbolic link"), "\(name)")
            }
            #expect(!FileManager.default.fileExists(atPath: target.path), "\(name)")
        }
    }

    @Test("The folder of kept answers (requests/) as a link, or writable by others, is refused with 77: a planted answer is never read")
    func requestsFolder() throws {
        let scenario = try Scenario(.openMeteo)
        try scenario.run("at", "52.52", "13.41")
        let requests = scenario.wf.home.appendingPathComponent("requests").path
        chmod(requests, 0o777)
        let open = try scenario.run("at", "52.52", "13.41", "--refresh")
        #expect(open.status == 77)
        #expect(open.stderr.contains("refusing to use \(requests): any user can change it; fix it with: chmod go-w \(requests)"), "\(open.stderr)")
        try FileManager.default.removeItem(atPath: requests)
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("wf-requests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: requests, withDestinationPath: elsewhere)
        let linked = try scenario.run("at", "52.52", "13.41", "--refresh")
        #expect(linked.status == 77)
        #expect(linked.stderr.contains("refusing to use \(requests): it is a symbolic link"), "\(linked.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    @Test("A home reached through a linked folder (/home → /data/home) works: favourites kept, listed and counted")
    func homeUnderALinkedFolder() throws {
        let scenario = try Scenario(.openMeteo)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("wf-linked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let real = base.appendingPathComponent("data/home")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base.appendingPathComponent("home").path, withDestinationPath: real.path)
        // WF_HOME names the link; XDG_DATA_HOME under it takes the same road.
        let linked = base.appendingPathComponent("home/user/wf").path
        for wf in [scenario.wf.with(["WF_HOME": linked]),
                   scenario.wf.with(["WF_HOME": "", "XDG_DATA_HOME": base.appendingPathComponent("home/other").path])] {
            let add = try wf.run(["fav", "add", "52.52,13.41"])
            #expect(add.status == 0, "\(add.stderr)")
            #expect(add.stdout.contains("Added"))
            let names = try wf.run(["fav", "list", "--names"])
            #expect(names.status == 0, "\(names.stderr)")
            #expect(names.stdout == "52.52, 13.41\n")
            let list = try wf.run(["fav", "list"])
            #expect(list.status == 0, "\(list.stderr)")
            #expect(!list.output.contains("No favourites yet"))
            let info = try wf.run(["cache", "info"])
            #expect(info.status == 0, "\(info.stderr)")
            #expect(info.stdout.contains("Favourites      1"), "\(info.stdout)")
            #expect(!list.stderr.contains("warning"), "\(list.stderr)")
        }
        for folder in ["user/wf", "other/wf"] {
            #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("\(folder)/wf.sqlite").path))
        }
    }

    @Test("A state folder that is itself a link is refused with 77 and where to point WF_HOME instead")
    func linkedStateFolder() throws {
        let scenario = try Scenario(.openMeteo)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("wf-linked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let real = base.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let link = base.appendingPathComponent("wf").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real.path)
        let wf = scenario.wf.with(["WF_HOME": link])
        for arguments in [["fav", "add", "1,2"], ["fav", "list"], ["cache", "info"], ["config", "set", "units", "metric"]] {
            let result = try wf.run(arguments)
            #expect(result.status == 77, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("refusing to use \(link): it is a symbolic link"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("export WF_HOME=\(real.path)"), "\(arguments): \(result.stderr)")
            #expect(!result.output.contains("No favourites yet"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path).isEmpty)
    }

    @Test("A config.json another user could change never sends the API key to the address it names")
    func plantedConfigKeepsTheKey() throws {
        let scenario = try Scenario(.openWeatherMap)
        let elsewhere = try StubServer()
        try FileManager.default.createDirectory(at: scenario.wf.home, withIntermediateDirectories: true)
        let config = scenario.wf.home.appendingPathComponent("config.json")
        try Data("{\"openweathermap-url\": \"\(elsewhere.baseURL)\"}".utf8).write(to: config)
        var wf = scenario.wf
        wf.environment["WF_OPENWEATHERMAP_URL"] = nil
        chmod(config.path, 0o666)
        let groupWritable = try wf.run("search", "london")
        #expect(groupWritable.status == 77)
        #expect(groupWritable.stderr.contains("refusing to use \(config.path): any user can change it"))
        if getuid() == 0 {
            chmod(config.path, 0o600)
            chown(config.path, 65534, 65534)
            let foreign = try wf.run("search", "london")
            #expect(foreign.status == 77)
            #expect(foreign.stderr.contains("not to you"))
        }
        #expect(elsewhere.requestCount == 0)
        #expect(!(groupWritable.output).contains(Scenario.apiKey))
    }

    @Test("A config.json far larger than any wf writes is refused at once, not read whole")
    func hugeConfig() throws {
        let scenario = try Scenario(.openMeteo)
        try FileManager.default.createDirectory(at: scenario.wf.home, withIntermediateDirectories: true)
        let config = scenario.wf.home.appendingPathComponent("config.json")
        _ = FileManager.default.createFile(atPath: config.path, contents: nil, attributes: [.posixPermissions: 0o600])
        try FileHandle(forWritingTo: config).truncate(atOffset: 500 << 20)
        let result = try scenario.run("search", "berlin")
        #expect(result.status == 78)
        #expect(result.stderr.contains("larger than 64 KiB"))
        #expect(result.stderr.contains("wf config reset"))
    }
}

/// Mounts for the tests that need a file system of their own (root only).
enum Mount {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    static func readOnly(_ path: String) throws {
        try run("mount", ["--bind", path, path])
        do {
            try run("mount", ["-o", "remount,ro,bind", path])
        } catch {
            unmount(path)
            throw error
        }
    }

    static func tmpfs(_ path: String, bytes: Int) throws {
        try run("mount", ["-t", "tmpfs", "-o", "size=\(bytes)", "tmpfs", path])
    }

    /// Fills the file system at `path` to the last block.
    static func fill(_ path: String) throws {
        let result = try Subprocess.run("/bin/dd", ["if=/dev/zero", "of=\(path)/fill", "bs=4096"])
        _ = result
    }

    static func unmount(_ path: String) {
        _ = try? Subprocess.run("/bin/umount", [path])
    }

    private static func run(_ command: String, _ arguments: [String]) throws {
        let result = try Subprocess.run("/bin/\(command)", arguments)
        guard result.status == 0 else { throw Failed(description: "\(command) \(arguments): \(result.stderr)") }
    }
}
