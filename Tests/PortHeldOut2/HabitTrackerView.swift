import SwiftUI

struct HabitTrackerView: View {
  @State private var habits = Habit.samples
  @State private var showCompleted = true
  @State private var newHabitName = ""
  @State private var isAdding = false

  private var visibleHabits: [Binding<Habit>] {
    $habits.filter { showCompleted || !$0.wrappedValue.isDoneToday }
  }

  var body: some View {
    NavigationStack {
      Group {
        if habits.isEmpty {
          ContentUnavailableView(
            "No Habits", systemImage: "leaf",
            description: Text("Tap + to start tracking your first habit."))
        } else {
          List {
            Toggle("Show completed", isOn: $showCompleted.animation(.easeInOut))
            ForEach(visibleHabits) { $habit in
              HStack {
                Button {
                  habit.isDoneToday.toggle()
                  habit.streak += habit.isDoneToday ? 1 : -1
                } label: {
                  Image(systemName: habit.isDoneToday ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(habit.isDoneToday ? Color.green : Color.secondary)
                }
                .buttonStyle(.plain)
                Text(habit.name)
                  .strikethrough(habit.isDoneToday)
                Spacer()
                Text("\(habit.streak) day streak")
                  .font(.caption)
                  .foregroundStyle(.secondary)
              }
            }
          }
        }
      }
      .navigationTitle("Habits")
      .toolbar {
        Button {
          isAdding = true
        } label: {
          Image(systemName: "plus")
        }
      }
      .sheet(isPresented: $isAdding) {
        NavigationStack {
          Form {
            TextField("Habit name", text: $newHabitName)
          }
          .navigationTitle("New Habit")
          .toolbar {
            ToolbarItem(placement: .confirmationAction) {
              Button("Add") {
                habits.append(Habit(name: newHabitName, streak: 0, isDoneToday: false))
                newHabitName = ""
                isAdding = false
              }
              .disabled(newHabitName.isEmpty)
            }
            ToolbarItem(placement: .cancellationAction) {
              Button("Cancel") { isAdding = false }
            }
          }
        }
        .presentationDetents([.medium])
      }
    }
  }
}

#Preview {
  HabitTrackerView()
}
