import Foundation
import Git
import TestSupport

extension TestRepository {
    /// The library's runner for this repository (or `directory`).
    func runner(in directory: URL? = nil) throws -> Git {
        try Git(directory: directory ?? url, environment: environment)
    }
}
