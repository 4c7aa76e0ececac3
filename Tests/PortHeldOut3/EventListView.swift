import SwiftUI

struct EventListView: View {
  let events: [CalendarEvent]
  @State private var selectedDate = Date(timeIntervalSince1970: 1_760_000_000)

  private var eventsByDay: [(day: Date, events: [CalendarEvent])] {
    let calendar = Calendar.current
    let grouped = Dictionary(grouping: events) { calendar.startOfDay(for: $0.start) }
    return grouped.keys.sorted().map { day in
      (day, grouped[day, default: []].sorted { $0.start < $1.start })
    }
  }

  var body: some View {
    NavigationStack {
      List {
        DatePicker("Jump to", selection: $selectedDate, displayedComponents: .date)
          .datePickerStyle(.compact)

        ForEach(eventsByDay, id: \.day) { group in
          Section {
            ForEach(group.events) { event in
              EventRow(event: event)
            }
          } header: {
            Text(group.day, format: .dateTime.weekday(.wide).month().day())
          }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("Upcoming")
      .toolbar {
        Button {
        } label: {
          Image(systemName: "plus")
        }
      }
    }
  }
}

struct EventRow: View {
  let event: CalendarEvent

  private var color: Color {
    switch event.colorName {
    case "blue": .blue
    case "purple": .purple
    case "green": .green
    default: .orange
    }
  }

  var body: some View {
    HStack(spacing: 12) {
      RoundedRectangle(cornerRadius: 2)
        .fill(color)
        .frame(width: 4)
      VStack(alignment: .leading, spacing: 2) {
        Text(event.title)
          .font(.headline)
        if let location = event.location {
          Label(location, systemImage: "mappin.and.ellipse")
            .font(.caption)
            .foregroundStyle(.secondary)
        }
      }
      Spacer()
      if event.isAllDay {
        Text("All day")
          .font(.caption)
      } else {
        VStack(alignment: .trailing) {
          Text(event.start, style: .time)
          Text("until \(event.end.formatted(date: .omitted, time: .shortened))")
            .foregroundStyle(.secondary)
        }
        .font(.caption)
      }
    }
    .padding(.vertical, 4)
  }
}

struct EventListView_Previews: PreviewProvider {
  static var previews: some View {
    EventListView(events: CalendarEvent.samples)
  }
}
