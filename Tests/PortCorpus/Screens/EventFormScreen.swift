import TextUI

struct EventFormScreen: View {
  @State private var title = "Team lunch"
  @State private var start = Date(timeIntervalSince1970: 1_795_441_500)
  @State private var showingDetails = false

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        AsyncImage(url: URL(string: "https://example.com/banner.png")) { image in
          image.resizable()
        } placeholder: {
          ProgressView()
        }
        TextField("Title", text: $title)
        DatePicker("Starts", selection: $start, displayedComponents: [.date, .hourAndMinute])
        DatePicker("Reminder", selection: $start, in: start..., displayedComponents: .hourAndMinute)
        Button("Details") { showingDetails = true }
      }
      .navigationTitle("New Event")
      .navigationDestination(isPresented: $showingDetails) {
        ContentUnavailableView.search(text: title)
          .navigationTitle("Details")
      }
    }
  }
}

struct EventFormScreen_Previews: PreviewProvider {
  static var states: [PreviewState] {
    [
      PreviewState("default") { EventFormScreen() },
      PreviewState("details", steps: [.tap("Details")]) { EventFormScreen() },
    ]
  }
}
