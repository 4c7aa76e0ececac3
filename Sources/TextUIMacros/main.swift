// The compiler plugin behind TextUI's `#Preview`: the compiler starts it, sends it each use
// of the macro and reads back the expansion. It speaks the compiler's plugin protocol
// directly, so the package needs no swift-syntax.
var channel = PluginChannel()
PluginServer(channel: channel).run()
