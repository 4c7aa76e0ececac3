import TextUI

// Not in the default state: "Step one", "Setup" (the pushed screen)

struct GreetingView: View {
  var body: some View {
    NavigationStack {
      VStack {
        Image(systemName: "globe")
          .imageScale(.large)
          .foregroundStyle(.tint)
        Text("Hello, world!")
        NavigationLink("Get started") {
          Text("Step one")
            .navigationTitle("Setup")
        }
      }
      .padding()
      .navigationTitle("Home")
    }
  }
}

struct GreetingView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40], height: 24) }
  static var states: [PreviewState] {
    [
      PreviewState("default") { GreetingView() },
      PreviewState("started", steps: [.open("Get started")]) { GreetingView() },
    ]
  }
}
