import TextUI

// Not in the default state: "New Habit", "Name"

struct Habit: Identifiable {
  let id = UUID()
  var name: String
  var icon: String
  var streak: Int
  var goal: String
}

struct HabitListView: View {
  @State private var habits = [
    Habit(name: "Drink water", icon: "drop.fill", streak: 12, goal: "8 glasses a day"),
    Habit(name: "Read", icon: "book.fill", streak: 5, goal: "20 pages"),
    Habit(name: "Meditate", icon: "leaf.fill", streak: 0, goal: "10 minutes"),
    Habit(name: "Run", icon: "figure.run", streak: 3, goal: "3 times a week"),
  ]

  var body: some View {
    NavigationStack {
      List {
        ForEach(habits) { habit in
          HStack(spacing: 12) {
            Image(systemName: habit.icon)
              .foregroundStyle(.green)
              .frame(width: 32)
            VStack(alignment: .leading, spacing: 4) {
              Text(habit.name)
                .font(.headline)
              Text(habit.goal)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            Spacer()
            if habit.streak > 0 {
              Label("\(habit.streak)", systemImage: "flame.fill")
                .foregroundStyle(.orange)
            }
          }
          .padding(.vertical, 4)
        }
        .onDelete { habits.remove(atOffsets: $0) }
      }
      .navigationTitle("Habits")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          NavigationLink("Add") {
            NewHabitView()
          }
        }
      }
    }
  }
}

struct NewHabitView: View {
  @State private var name = ""
  var body: some View {
    Form {
      TextField("Name", text: $name)
    }
    .navigationTitle("New Habit")
  }
}

struct HabitListView_Previews: PreviewProvider {
  static var layout: PreviewLayout { PreviewLayout(widths: [80, 40]) }
  static var previews: some View {
    HabitListView()
  }
}
