import Foundation
import Testing
import TestSupport

/// scripts/package from the release binary (the second phase of scripts/test, `WF_BINARY`): the
/// .deb installs into a scratch root and is removed cleanly, the tarball installs under a prefix,
/// and both run without the toolchain on PATH. A debug build is never packaged: it needs the
/// toolchain's shared libraries.
@Suite("Packages", .serialized, .enabled(if: ProcessInfo.processInfo.environment["WF_BINARY"] != nil,
                                        "packages the release binary: the release phase of scripts/test sets WF_BINARY"))
struct PackageEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// No toolchain: only the system's folders.
    static let plainPath = "/usr/bin:/bin"

    struct Built {
        let folder: URL, deb: URL, tarball: URL, version: String
    }

    static func build() throws -> Built {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wf-package-\(UUID().uuidString)")
        var environment = ProcessInfo.processInfo.environment
        environment["WF_BINARY"] = WFProcess.executable.path
        let result = try Subprocess.run(root.appendingPathComponent("scripts/package").path, ["--out", folder.path], environment: environment)
        try #require(result.status == 0, "\(result.output)")
        let version = try #require(try WFProcess().run(["--version"]).stdout.split(separator: " ").dropFirst().first.map(String.init))
        let files = result.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)) }
        let deb = try #require(files.first { $0.pathExtension == "deb" })
        let tarball = try #require(files.first { $0.lastPathComponent.hasSuffix(".tar.gz") })
        #expect(deb.lastPathComponent.hasPrefix("wf_\(version)_") && deb.lastPathComponent.hasSuffix(".deb"))
        #expect(tarball.lastPathComponent.hasPrefix("wf-\(version)-linux-"))
        return Built(folder: folder, deb: deb, tarball: tarball, version: version)
    }

    func sh(_ command: String, in folder: URL? = nil, path: String = ProcessInfo.processInfo.environment["PATH"] ?? plainPath) throws -> WFResult {
        try Subprocess.run("/bin/sh", ["-c", command], environment: ["PATH": path, "HOME": FileManager.default.temporaryDirectory.path,
                                                                     "LANG": "C.UTF-8", "MANWIDTH": "80"], currentDirectory: folder)
    }

    @Test("The .deb: checksums, Depends from the binary, no maintainer scripts; installed into a scratch root it runs without the toolchain, has its man page and completions, and is removed cleanly")
    func deb() throws {
        let built = try Self.build()
        defer { try? FileManager.default.removeItem(at: built.folder) }
        #expect(try sh("sha256sum -c SHA256SUMS", in: built.folder).status == 0)

        let depends = try sh("dpkg-deb -f '\(built.deb.path)' Depends").stdout
        #expect(depends.contains("libc6 (>= "), "\(depends)")
        #expect(depends.contains("libcurl4"), "loaded on the first request: \(depends)")
        #expect(!depends.contains("libsqlite3") && !depends.contains("swift"), "linked in: \(depends)")
        let control = try sh("dpkg-deb --ctrl-tarfile '\(built.deb.path)' | tar -t").stdout
        #expect(Set(control.split(separator: "\n").map { $0.replacingOccurrences(of: "./", with: "") }.filter { !$0.isEmpty }) == ["control"],
                "no maintainer scripts: \(control)")

        let scratch = built.folder.appendingPathComponent("root")
        #expect(try sh("mkdir -p '\(scratch.path)/var/lib/dpkg/info' '\(scratch.path)/var/lib/dpkg/updates' && touch '\(scratch.path)/var/lib/dpkg/status' '\(scratch.path)/var/lib/dpkg/available'").status == 0)
        let dpkg = "dpkg --root='\(scratch.path)' --force-not-root --force-depends --force-script-chrootless --log=/dev/null"
        let install = try sh("\(dpkg) --install '\(built.deb.path)'")
        try #require(install.status == 0, "\(install.output)")

        let installed = scratch.appendingPathComponent("usr")
        let version = try Subprocess.run(installed.appendingPathComponent("bin/wf").path, ["--version"], environment: ["PATH": Self.plainPath])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("wf \(built.version) (commit "), "\(version.output)")
        let man = try sh("man -l '\(installed.path)/share/man/man1/wf.1.gz'")
        #expect(man.status == 0 && man.stdout.contains("wf doctor"), "\(man.stderr)")
        #expect(try sh("bash -n '\(installed.path)/share/bash-completion/completions/wf'").status == 0)
        let zsh = installed.appendingPathComponent("share/zsh/vendor-completions/_wf").path
        #expect(try String(contentsOfFile: zsh, encoding: .utf8).hasPrefix("#compdef wf"))
        if Subprocess.find("zsh") != nil { #expect(try sh("zsh -n '\(zsh)'").status == 0) }
        let fish = installed.appendingPathComponent("share/fish/vendor_completions.d/wf.fish").path
        #expect(try String(contentsOfFile: fish, encoding: .utf8).contains("complete -c wf"))
        if Subprocess.find("fish") != nil { #expect(try sh("fish -n '\(fish)'").status == 0) }
        #expect(FileManager.default.fileExists(atPath: installed.appendingPathComponent("share/doc/wf/copyright").path))

        let remove = try sh("\(dpkg) --remove wf")
        #expect(remove.status == 0, "\(remove.output)")
        let left = try sh("find '\(installed.path)' -type f").stdout
        #expect(left.isEmpty, "left behind: \(left)")
    }

    @Test("The tarball's install.sh puts wf, its man page and completions under --prefix, and it runs without the toolchain")
    func tarball() throws {
        let built = try Self.build()
        defer { try? FileManager.default.removeItem(at: built.folder) }
        let unpacked = built.folder.appendingPathComponent("unpacked"), prefix = built.folder.appendingPathComponent("prefix")
        #expect(try sh("mkdir -p '\(unpacked.path)' && tar -xzf '\(built.tarball.path)' -C '\(unpacked.path)'").status == 0)
        let folder = try #require(try FileManager.default.contentsOfDirectory(atPath: unpacked.path).first)
        let install = try sh("./install.sh --prefix '\(prefix.path)'", in: unpacked.appendingPathComponent(folder), path: Self.plainPath)
        #expect(install.status == 0, "\(install.output)")
        #expect(install.stderr.contains("installed wf in \(prefix.path)/bin"))
        let version = try Subprocess.run(prefix.appendingPathComponent("bin/wf").path, ["--version"], environment: ["PATH": Self.plainPath])
        #expect(version.stdout.hasPrefix("wf \(built.version) (commit "))
        for file in ["share/man/man1/wf.1", "share/bash-completion/completions/wf", "share/zsh/site-functions/_wf",
                     "share/fish/vendor_completions.d/wf.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
        }
        // It works, offline as much as online: the help of a command.
        let help = try Subprocess.run(prefix.appendingPathComponent("bin/wf").path, ["doctor", "--help"], environment: ["PATH": Self.plainPath])
        #expect(help.status == 0 && help.stdout.contains("--offline"))
        let bad = try sh("./install.sh --prefx /tmp", in: unpacked.appendingPathComponent(folder), path: Self.plainPath)
        #expect(bad.status == 64 && bad.stderr.contains("unknown argument '--prefx'"))
    }
}
