; ModuleID = '__compute_module_multiply_add_fusion.clone_kernel_module'
source_filename = "__compute_module_multiply_add_fusion.clone_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_KernelArg = type { ptr, i64 }
%kernel_dim3 = type { i64, i64, i64 }

; Function Attrs: uwtable
define ptr @multiply_add_fusion.clone(ptr %0) #0 {
  %2 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %3 = load ptr, ptr %2, align 8, !invariant.load !3
  %4 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8, !invariant.load !3, !dereferenceable !4
  %6 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 1, i32 0
  %7 = load ptr, ptr %6, align 8, !invariant.load !3, !dereferenceable !5
  %8 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 2, i32 0
  %9 = load ptr, ptr %8, align 8, !invariant.load !3, !dereferenceable !5
  %10 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 3, i32 0
  %11 = load ptr, ptr %10, align 8, !invariant.load !3, !dereferenceable !4
  %12 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 4, i32 0
  %13 = load ptr, ptr %12, align 8, !invariant.load !3, !dereferenceable !6
  %14 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 5, i32 0
  %15 = load ptr, ptr %14, align 8, !invariant.load !3, !dereferenceable !4
  %16 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 6, i32 0
  %17 = load ptr, ptr %16, align 8, !invariant.load !3, !dereferenceable !5
  %18 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 7, i32 0
  %19 = load ptr, ptr %18, align 8, !invariant.load !3, !dereferenceable !5
  %20 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 8, i32 0
  %21 = load ptr, ptr %20, align 8, !invariant.load !3, !dereferenceable !4
  %22 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 9, i32 0
  %23 = load ptr, ptr %22, align 8, !invariant.load !3, !dereferenceable !6
  %24 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 10, i32 0
  %25 = load ptr, ptr %24, align 8, !invariant.load !3, !dereferenceable !4
  %26 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 11, i32 0
  %27 = load ptr, ptr %26, align 8, !invariant.load !3, !dereferenceable !5
  %28 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 12, i32 0
  %29 = load ptr, ptr %28, align 8, !invariant.load !3, !dereferenceable !5
  %30 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 13, i32 0
  %31 = load ptr, ptr %30, align 8, !invariant.load !3, !dereferenceable !4
  %32 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 14, i32 0
  %33 = load ptr, ptr %32, align 8, !invariant.load !3, !dereferenceable !6
  %34 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 15, i32 0
  %35 = load ptr, ptr %34, align 8, !invariant.load !3, !dereferenceable !4
  %36 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 16, i32 0
  %37 = load ptr, ptr %36, align 8, !invariant.load !3, !dereferenceable !5
  %38 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 17, i32 0
  %39 = load ptr, ptr %38, align 8, !invariant.load !3, !dereferenceable !5
  %40 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 18, i32 0
  %41 = load ptr, ptr %40, align 8, !invariant.load !3, !dereferenceable !4
  %42 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 19, i32 0
  %43 = load ptr, ptr %42, align 8, !invariant.load !3, !dereferenceable !6
  %44 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 20, i32 0
  %45 = load ptr, ptr %44, align 8, !invariant.load !3, !dereferenceable !4
  %46 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 21, i32 0
  %47 = load ptr, ptr %46, align 8, !invariant.load !3, !dereferenceable !5
  %48 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 22, i32 0
  %49 = load ptr, ptr %48, align 8, !invariant.load !3, !dereferenceable !5
  %50 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 23, i32 0
  %51 = load ptr, ptr %50, align 8, !invariant.load !3, !dereferenceable !7
  %52 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 24, i32 0
  %53 = load ptr, ptr %52, align 8, !invariant.load !3, !dereferenceable !6
  %54 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 25, i32 0
  %55 = load ptr, ptr %54, align 8, !invariant.load !3, !dereferenceable !6
  %56 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 26, i32 0
  %57 = load ptr, ptr %56, align 8, !invariant.load !3, !dereferenceable !4
  %58 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 27, i32 0
  %59 = load ptr, ptr %58, align 8, !invariant.load !3, !dereferenceable !4
  %60 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 28, i32 0
  %61 = load ptr, ptr %60, align 8, !invariant.load !3, !dereferenceable !4
  %62 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 29, i32 0
  %63 = load ptr, ptr %62, align 8, !invariant.load !3, !dereferenceable !4
  %64 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 30, i32 0
  %65 = load ptr, ptr %64, align 8, !invariant.load !3, !dereferenceable !4
  %66 = getelementptr inbounds %XLA_CPU_KernelArg, ptr %3, i32 31, i32 0
  %67 = load ptr, ptr %66, align 8, !invariant.load !3, !dereferenceable !6
  %68 = getelementptr inbounds %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr inbounds %kernel_dim3, ptr %69, i32 0, i32 0
  %71 = load i64, ptr %70, align 4, !invariant.load !3
  %72 = getelementptr inbounds %kernel_dim3, ptr %69, i32 0, i32 1
  %73 = load i64, ptr %72, align 4, !invariant.load !3
  %74 = getelementptr inbounds %kernel_dim3, ptr %69, i32 0, i32 2
  %75 = load i64, ptr %74, align 4, !invariant.load !3
  call void @multiply_add_fusion.clone_wrapped(ptr %5, ptr %7, ptr %9, ptr %11, ptr %13, ptr %15, ptr %17, ptr %19, ptr %21, ptr %23, ptr %25, ptr %27, ptr %29, ptr %31, ptr %33, ptr %35, ptr %37, ptr %39, ptr %41, ptr %43, ptr %45, ptr %47, ptr %49, ptr %51, ptr %53, ptr %55, ptr %57, ptr %59, ptr %61, ptr %63, ptr %65, ptr %67, i64 %71, i64 %73, i64 %75)
  ret ptr null
}

; Function Attrs: alwaysinline
define internal void @multiply_add_fusion.clone_wrapped(ptr noalias align 64 dereferenceable(512) %0, ptr noalias align 64 dereferenceable(4096) %1, ptr noalias align 64 dereferenceable(4096) %2, ptr noalias align 64 dereferenceable(512) %3, ptr noalias align 64 dereferenceable(524288) %4, ptr noalias align 64 dereferenceable(512) %5, ptr noalias align 64 dereferenceable(4096) %6, ptr noalias align 64 dereferenceable(4096) %7, ptr noalias align 64 dereferenceable(512) %8, ptr noalias align 64 dereferenceable(524288) %9, ptr noalias align 64 dereferenceable(512) %10, ptr noalias align 64 dereferenceable(4096) %11, ptr noalias align 64 dereferenceable(4096) %12, ptr noalias align 64 dereferenceable(512) %13, ptr noalias align 64 dereferenceable(524288) %14, ptr noalias align 64 dereferenceable(512) %15, ptr noalias align 64 dereferenceable(4096) %16, ptr noalias align 64 dereferenceable(4096) %17, ptr noalias align 64 dereferenceable(512) %18, ptr noalias align 64 dereferenceable(524288) %19, ptr noalias align 64 dereferenceable(512) %20, ptr noalias align 64 dereferenceable(4096) %21, ptr noalias align 64 dereferenceable(4096) %22, ptr noalias align 64 dereferenceable(65536) %23, ptr noalias align 64 dereferenceable(524288) %24, ptr noalias align 64 dereferenceable(524288) %25, ptr noalias align 64 dereferenceable(512) %26, ptr noalias align 64 dereferenceable(512) %27, ptr noalias align 64 dereferenceable(512) %28, ptr noalias align 64 dereferenceable(512) %29, ptr noalias align 64 dereferenceable(512) %30, ptr noalias align 64 dereferenceable(524288) %31, i64 %32, i64 %33, i64 %34) #1 {
  %36 = icmp sge i64 %32, 0
  %37 = icmp sle i64 %32, 1
  %38 = and i1 %36, %37
  br i1 %38, label %39, label %167

39:                                               ; preds = %35
  %40 = mul nsw i64 %32, 512
  %41 = mul nsw i64 %32, 65536
  br label %42

42:                                               ; preds = %164, %39
  %43 = phi i64 [ %165, %164 ], [ 0, %39 ]
  %44 = icmp slt i64 %43, 4
  br i1 %44, label %45, label %166

45:                                               ; preds = %42
  %46 = mul nsw i64 %43, 128
  %47 = add nsw i64 %40, %46
  %48 = mul nsw i64 %43, 16384
  %49 = add nsw i64 %41, %48
  br label %50

50:                                               ; preds = %162, %45
  %51 = phi i64 [ %163, %162 ], [ 0, %45 ]
  %52 = icmp slt i64 %51, 128
  br i1 %52, label %53, label %164

53:                                               ; preds = %50
  %54 = add nsw i64 %47, %51
  %55 = getelementptr inbounds [1024 x float], ptr %22, i32 0, i64 %54
  %56 = load float, ptr %55, align 4, !invariant.load !3, !noalias !8
  %57 = fmul float %56, 7.812500e-03
  %58 = getelementptr inbounds [1024 x float], ptr %21, i32 0, i64 %54
  %59 = load float, ptr %58, align 4, !invariant.load !3, !noalias !8
  %60 = getelementptr inbounds [1024 x float], ptr %17, i32 0, i64 %54
  %61 = load float, ptr %60, align 4, !invariant.load !3, !noalias !8
  %62 = fmul float %61, 7.812500e-03
  %63 = getelementptr inbounds [1024 x float], ptr %16, i32 0, i64 %54
  %64 = load float, ptr %63, align 4, !invariant.load !3, !noalias !8
  %65 = getelementptr inbounds [1024 x float], ptr %12, i32 0, i64 %54
  %66 = load float, ptr %65, align 4, !invariant.load !3, !noalias !8
  %67 = fmul float %66, 7.812500e-03
  %68 = getelementptr inbounds [1024 x float], ptr %11, i32 0, i64 %54
  %69 = load float, ptr %68, align 4, !invariant.load !3, !noalias !8
  %70 = getelementptr inbounds [1024 x float], ptr %7, i32 0, i64 %54
  %71 = load float, ptr %70, align 4, !invariant.load !3, !noalias !8
  %72 = fmul float %71, 7.812500e-03
  %73 = getelementptr inbounds [1024 x float], ptr %6, i32 0, i64 %54
  %74 = load float, ptr %73, align 4, !invariant.load !3, !noalias !8
  %75 = getelementptr inbounds [1024 x float], ptr %2, i32 0, i64 %54
  %76 = load float, ptr %75, align 4, !invariant.load !3, !noalias !8
  %77 = fmul float %76, 7.812500e-03
  %78 = getelementptr inbounds [1024 x float], ptr %1, i32 0, i64 %54
  %79 = load float, ptr %78, align 4, !invariant.load !3, !noalias !8
  %80 = mul nsw i64 %51, 128
  %81 = add nsw i64 %49, %80
  br label %82

82:                                               ; preds = %85, %53
  %83 = phi i64 [ %161, %85 ], [ 0, %53 ]
  %84 = icmp slt i64 %83, 128
  br i1 %84, label %85, label %162

85:                                               ; preds = %82
  %86 = add nsw i64 %81, %83
  %87 = getelementptr inbounds [131072 x float], ptr %24, i32 0, i64 %86
  %88 = load float, ptr %87, align 4, !invariant.load !3, !noalias !8
  %89 = getelementptr inbounds [131072 x float], ptr %25, i32 0, i64 %86
  %90 = load float, ptr %89, align 4, !invariant.load !3, !noalias !8
  %91 = fadd float %88, %90
  %92 = add nsw i64 %80, %83
  %93 = getelementptr inbounds [16384 x float], ptr %23, i32 0, i64 %92
  %94 = load float, ptr %93, align 4, !invariant.load !3, !noalias !8
  %95 = fadd float %91, %94
  %96 = fsub float %95, %57
  %97 = fmul float %96, %59
  %98 = getelementptr inbounds [128 x float], ptr %20, i32 0, i64 %83
  %99 = load float, ptr %98, align 4, !invariant.load !3, !noalias !8
  %100 = getelementptr inbounds [131072 x float], ptr %19, i32 0, i64 %86
  %101 = load float, ptr %100, align 4, !invariant.load !3, !noalias !8
  %102 = getelementptr inbounds [128 x float], ptr %18, i32 0, i64 %83
  %103 = load float, ptr %102, align 4, !invariant.load !3, !noalias !8
  %104 = getelementptr inbounds [128 x float], ptr %26, i32 0, i64 %83
  %105 = load float, ptr %104, align 4, !invariant.load !3, !noalias !8
  %106 = fmul float %97, %99
  %107 = fadd float %101, %103
  %108 = fadd float %105, %106
  %109 = fadd float %107, %108
  %110 = fsub float %109, %62
  %111 = fmul float %110, %64
  %112 = getelementptr inbounds [128 x float], ptr %15, i32 0, i64 %83
  %113 = load float, ptr %112, align 4, !invariant.load !3, !noalias !8
  %114 = getelementptr inbounds [131072 x float], ptr %14, i32 0, i64 %86
  %115 = load float, ptr %114, align 4, !invariant.load !3, !noalias !8
  %116 = getelementptr inbounds [128 x float], ptr %13, i32 0, i64 %83
  %117 = load float, ptr %116, align 4, !invariant.load !3, !noalias !8
  %118 = getelementptr inbounds [128 x float], ptr %27, i32 0, i64 %83
  %119 = load float, ptr %118, align 4, !invariant.load !3, !noalias !8
  %120 = fmul float %111, %113
  %121 = fadd float %115, %117
  %122 = fadd float %119, %120
  %123 = fadd float %121, %122
  %124 = fsub float %123, %67
  %125 = fmul float %124, %69
  %126 = getelementptr inbounds [128 x float], ptr %10, i32 0, i64 %83
  %127 = load float, ptr %126, align 4, !invariant.load !3, !noalias !8
  %128 = getelementptr inbounds [131072 x float], ptr %9, i32 0, i64 %86
  %129 = load float, ptr %128, align 4, !invariant.load !3, !noalias !8
  %130 = getelementptr inbounds [128 x float], ptr %8, i32 0, i64 %83
  %131 = load float, ptr %130, align 4, !invariant.load !3, !noalias !8
  %132 = getelementptr inbounds [128 x float], ptr %28, i32 0, i64 %83
  %133 = load float, ptr %132, align 4, !invariant.load !3, !noalias !8
  %134 = fmul float %125, %127
  %135 = fadd float %129, %131
  %136 = fadd float %133, %134
  %137 = fadd float %135, %136
  %138 = fsub float %137, %72
  %139 = fmul float %138, %74
  %140 = getelementptr inbounds [128 x float], ptr %5, i32 0, i64 %83
  %141 = load float, ptr %140, align 4, !invariant.load !3, !noalias !8
  %142 = getelementptr inbounds [131072 x float], ptr %4, i32 0, i64 %86
  %143 = load float, ptr %142, align 4, !invariant.load !3, !noalias !8
  %144 = getelementptr inbounds [128 x float], ptr %3, i32 0, i64 %83
  %145 = load float, ptr %144, align 4, !invariant.load !3, !noalias !8
  %146 = getelementptr inbounds [128 x float], ptr %29, i32 0, i64 %83
  %147 = load float, ptr %146, align 4, !invariant.load !3, !noalias !8
  %148 = fmul float %139, %141
  %149 = fadd float %143, %145
  %150 = fadd float %147, %148
  %151 = fadd float %149, %150
  %152 = fsub float %151, %77
  %153 = fmul float %152, %79
  %154 = getelementptr inbounds [128 x float], ptr %0, i32 0, i64 %83
  %155 = load float, ptr %154, align 4, !invariant.load !3, !noalias !8
  %156 = getelementptr inbounds [128 x float], ptr %30, i32 0, i64 %83
  %157 = load float, ptr %156, align 4, !invariant.load !3, !noalias !8
  %158 = fmul float %153, %155
  %159 = fadd float %157, %158
  %160 = getelementptr inbounds [131072 x float], ptr %31, i32 0, i64 %86
  store float %159, ptr %160, align 4, !alias.scope !8
  %161 = add i64 %83, 1
  br label %82

162:                                              ; preds = %82
  %163 = add i64 %51, 1
  br label %50

164:                                              ; preds = %50
  %165 = add i64 %43, 1
  br label %42

166:                                              ; preds = %42
  br label %167

167:                                              ; preds = %166, %35
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline }

!llvm.module.flags = !{!0, !1}
!xla_cpu_memory_region_name = !{!2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{i32 1, !"xla_dylib_index", i64 0}
!2 = !{!"xla_cpu_emitter__loop_fusion_kernel_emitter__hlo_opcode__fusion"}
!3 = !{}
!4 = !{i64 512}
!5 = !{i64 4096}
!6 = !{i64 524288}
!7 = !{i64 65536}
!8 = !{!9}
!9 = distinct !{!9, !10, !"xla.slice_index=31"}
!10 = distinct !{!10}
