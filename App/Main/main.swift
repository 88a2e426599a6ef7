import CLI
import Foundation

// A closed pipe (`wf search london | head -1`) must end output quietly, not kill the process.
signal(SIGPIPE, SIG_IGN)
let status = await WeatherCLI.main(arguments: Array(CommandLine.arguments.dropFirst()),
                                   environment: ProcessInfo.processInfo.environment)
exit(status)
