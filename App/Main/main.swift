import CLI
import Foundation

let status = await WeatherCLI.main(arguments: Array(CommandLine.arguments.dropFirst()),
                                   environment: ProcessInfo.processInfo.environment)
exit(status)
