import Foundation
import TextUI

/// An app written as a SwiftUI tutorial would write it, with `import TextUI` as the only
/// change, that the live terminal tests drive in tmux: focus, buttons, a toggle, a field with
/// `.onSubmit`, a stepper, navigation, a sheet, an alert, a long list, a timer, a trap, a stack
/// overflow. With `--greeting` it shows instead the first screen a new user writes: the
/// template's greeting in a `NavigationStack`.
@main
struct LiveProbeApp: App {
  var body: some Scene {
    WindowGroup {
      if CommandLine.arguments.contains("--greeting") {
        GreetingHome()
      } else {
        ProbeHome()
      }
    }
  }
}

/// Xcode's template greeting in a `NavigationStack`: SwiftUI draws the bar on the top row
/// and the greeting in the middle of the screen.
struct GreetingHome: View {
  var body: some View {
    NavigationStack {
      VStack {
        Image(systemName: "globe")
          .imageScale(.large)
          .foregroundStyle(.tint)
        Text("Hello, world!")
      }
      .padding()
      .navigationTitle("Home")
    }
  }
}

struct ProbeHome: View {
  @State private var count = 0
  @State private var notifications = false
  @State private var name = ""
  @State private var greeting = "Nobody yet"
  @State private var quantity = 1
  @State private var showingSheet = false
  @State private var showingAlert = false

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text("Count: \(count)")
        Button("Increment") { count += 1 }
        Toggle("Notifications", isOn: $notifications)
        TextField("Name", text: $name)
          .onSubmit { greeting = "Hello, \(name)!" }
        Text(greeting)
        Stepper("Quantity: \(quantity)", value: $quantity, in: 1...9)
        NavigationLink("Details") { ProbeDetail() }
        Button("Show Sheet") { showingSheet = true }
        Button("Show Alert") { showingAlert = true }
        Button("Print") { print("printed while the screen was up") }
        Button("Overflow") { print("overflowing the stack: \(Recursion.deeper(0))") }
        Button("Trap") { fatalError("the probe trapped on purpose") }
      }
      .navigationTitle("Probe")
      .sheet(isPresented: $showingSheet) {
        VStack {
          Text("Sheet content")
          Button("Close") { showingSheet = false }
        }
      }
      .alert("Are you sure?", isPresented: $showingAlert) {
        Button("Delete", role: .destructive) { greeting = "Deleted" }
        Button("Cancel", role: .cancel) { greeting = "Cancelled" }
      }
    }
  }
}

/// Runs the stack out, as an accidental endless recursion in app code does.
enum Recursion {
  @inline(never)
  static func deeper(_ depth: Int) -> Int {
    // A frame that keeps a few hundred bytes, and a call that is not a tail call.
    var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
    return withUnsafeMutableBytes(of: &frame) { $0.count } + deeper(depth + 1)
  }
}

struct ProbeDetail: View {
  @State private var ticks = 0
  private let timer = Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()

  var body: some View {
    List {
      Text("Ticks: \(ticks)")
      ForEach(1...60, id: \.self) { row in
        Text("Row \(row)")
      }
    }
    .navigationTitle("Details")
    .onReceive(timer) { _ in
      if ticks < 3 { ticks += 1 }
    }
  }
}
