import TextUI

struct CounterScreen: View {
  @State private var count = 0

  var body: some View {
    VStack(spacing: 16) {
      Text("\(count)")
        .font(.largeTitle)
      HStack {
        Button("-") { count -= 1 }
        Button("Reset") { withAnimation { count = 0 } }
        Button("+") { count += 1 }
      }
    }
    .padding()
  }
}

struct CounterScreen_Previews: PreviewProvider {
  static var previews: some View {
    CounterScreen()
  }
}
