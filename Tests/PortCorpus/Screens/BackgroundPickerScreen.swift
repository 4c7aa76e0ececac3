import TextUI

struct BackgroundPickerScreen: View {
  @State var showingOptions = false
  @State private var backgroundColor = Color.white
  @State private var showingSavedAlert = false

  var body: some View {
    VStack(spacing: 16) {
      Text("Hello, World!")
        .frame(width: 240, height: 66)
        .background(backgroundColor)
        .onTapGesture {
          showingOptions = true
        }
      Button("Save") {
        showingSavedAlert = true
      }
    }
    .confirmationDialog("Change background", isPresented: $showingOptions, titleVisibility: .visible) {
      Button("Red") { backgroundColor = .red }
      Button("Green") { backgroundColor = .green }
      Button("Blue") { backgroundColor = .blue }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("Select a new color")
    }
    .alert("Saved!", isPresented: $showingSavedAlert) {
      Button("OK", role: .cancel) {}
    }
  }
}

struct BackgroundPickerScreen_Previews: PreviewProvider {
  static var previews: some View {
    BackgroundPickerScreen(showingOptions: true)
  }
}
