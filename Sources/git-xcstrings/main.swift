import Foundation
import XCStringsCLI

exit(CLI.main(arguments: Array(CommandLine.arguments.dropFirst()), context: .process()))
