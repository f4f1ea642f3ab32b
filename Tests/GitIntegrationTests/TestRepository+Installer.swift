import Foundation
import Git
import GitIntegration
import TestSupport

extension TestRepository {
    /// The library's runner for this repository (or `directory`).
    func runner(in directory: URL? = nil) throws -> Git {
        try Git(directory: directory ?? url, environment: environment)
    }

    /// An installer for this repository (or `directory`) recording `executable`.
    func installer(executable: String = Shell.builtTool.path, in directory: URL? = nil) throws -> Installer {
        Installer(git: try runner(in: directory), executable: executable)
    }

    /// Plans and applies an install; returns the plan.
    @discardableResult
    func install(_ options: Installer.Options = .init(), executable: String = Shell.builtTool.path, in directory: URL? = nil)
        throws -> Installer.Plan
    {
        let installer = try installer(executable: executable, in: directory)
        let plan = try installer.planInstall(options)
        try installer.apply(plan)
        return plan
    }

    /// Plans and applies an uninstall; returns the plan.
    @discardableResult
    func uninstall(global: Bool = false, in directory: URL? = nil) throws -> Installer.Plan {
        let installer = try installer(in: directory)
        let plan = try installer.planUninstall(global: global)
        try installer.apply(plan)
        return plan
    }
}
