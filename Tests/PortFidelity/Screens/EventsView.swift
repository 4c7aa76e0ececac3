import TextUI

// Not in the default state: "Event name", "All-day", "Cancel", "New Event", "Add" (the sheet); "Add Event" (a bar item, drawn as its symbol)

struct EventsView: View {
  @State private var showingAddEvent = false
  let events = ["Team lunch", "Dentist appointment", "Piano lesson"]

  var body: some View {
    NavigationStack {
      List(events, id: \.self) { event in
        Text(event)
      }
      .navigationTitle("Events")
      .toolbar {
        Button("Add Event", systemImage: "plus") {
          showingAddEvent = true
        }
      }
      .sheet(isPresented: $showingAddEvent) {
        AddEventView()
      }
    }
  }
}

struct AddEventView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var name = ""
  @State private var isAllDay = false

  var body: some View {
    NavigationStack {
      Form {
        TextField("Event name", text: $name)
        Toggle("All-day", isOn: $isAllDay)
      }
      .navigationTitle("New Event")
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Cancel") { dismiss() }
        }
        ToolbarItem(placement: .confirmationAction) {
          Button("Add") { dismiss() }
            .disabled(name.isEmpty)
        }
      }
    }
  }
}

struct EventsView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40], height: 24) }
  static var states: [PreviewState] {
    [
      PreviewState("default") { EventsView() },
      PreviewState("adding", steps: [.tap("Add Event")]) { EventsView() },
    ]
  }
}
