import Foundation
import LivepeekCLI

exit(Livepeek.run(Array(CommandLine.arguments.dropFirst())))
