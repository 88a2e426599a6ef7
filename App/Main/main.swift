import CLI
import Foundation
import LazyCurl

// A closed pipe (`wf search london | head -1`) must end output quietly, not kill the process.
signal(SIGPIPE, SIG_IGN)
lazy_curl_limit_body(UInt(WeatherCLI.transferLimit))
let status = await WeatherCLI.main(arguments: Array(CommandLine.arguments.dropFirst()),
                                   environment: ProcessInfo.processInfo.environment)
exit(status)
