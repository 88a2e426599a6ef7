import Foundation

/// Runs any program to its end and returns what it printed: shells, groff, scripts.
public enum Subprocess {
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           currentDirectory: URL? = nil) throws -> WFResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes while it runs so that neither can fill up and block it.
        let errorText = ErrorText()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorText.set(errors.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        for pipe in [output, errors] {
            try? pipe.fileHandleForReading.close()
            try? pipe.fileHandleForWriting.close()
        }
        return WFResult(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                        stderr: errorText.text)
    }

    /// The path of a program on PATH, if it is installed.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

private final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ new: Data) { lock.withLock { data = new } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
