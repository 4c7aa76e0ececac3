import PackagePlugin

@main
struct PreviewRegistryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] }
}
