; ModuleID = '__compute_module_reduce-window.clone_elemental_kernel_module'
source_filename = "__compute_module_reduce-window.clone_elemental_kernel_module"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%XLA_CPU_KernelCallFrame = type { ptr, ptr, i64, ptr }
%XLA_CPU_NumWorkGroups = type { i64, i64, i64 }
%XLA_CPU_WorkGroupId = type { i64, i64, i64 }
%XLA_CPU_KernelArg = type { ptr, i64 }

@0 = private unnamed_addr constant [4 x i8] zeroinitializer, align 4
@1 = private unnamed_addr constant [4 x i8] c"\00\00\80\FF", align 4
@2 = private unnamed_addr constant [1 x i8] c"\01", align 1
@reduce-window.clone_parallel_bounds = private constant [2 x [2 x [2 x i64]]] [[2 x [2 x i64]] [[2 x i64] [i64 0, i64 1], [2 x i64] [i64 0, i64 512]], [2 x [2 x i64]] [[2 x i64] [i64 0, i64 1], [2 x i64] [i64 512, i64 1024]]]

; Function Attrs: uwtable
define ptr @reduce-window.clone_kernel(ptr %0) #0 {
  %reducer_function_parameter_addresses = alloca ptr, i32 2, align 8
  %reducer_function_return_value_addr = alloca float, align 4
  %arg_addr10 = alloca float, align 4
  %arg_addr = alloca float, align 4
  %reduce-window.clone.invar_address.window.2 = alloca i64, align 8
  %reduce-window.clone.invar_address.window.1 = alloca i64, align 8
  %reduce-window.clone.invar_address.window.0 = alloca i64, align 8
  %reduce_window_accum_ptr = alloca float, align 4
  %reduce-window.clone.invar_address.dim.2 = alloca i64, align 8
  %reduce-window.clone.invar_address.dim.1 = alloca i64, align 8
  %reduce-window.clone.invar_address.dim.0 = alloca i64, align 8
  %num_workgroups_gep = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 0
  %num_workgroups = load ptr, ptr %num_workgroups_gep, align 8
  %num_workgroups_x_gep = getelementptr inbounds nuw %XLA_CPU_NumWorkGroups, ptr %num_workgroups, i32 0, i32 0
  %num_workgroups_y_gep = getelementptr inbounds nuw %XLA_CPU_NumWorkGroups, ptr %num_workgroups, i32 0, i32 1
  %num_workgroups_z_gep = getelementptr inbounds nuw %XLA_CPU_NumWorkGroups, ptr %num_workgroups, i32 0, i32 2
  %num_workgroups_x = load i64, ptr %num_workgroups_x_gep, align 4
  %num_workgroups_y = load i64, ptr %num_workgroups_y_gep, align 4
  %num_workgroups_z = load i64, ptr %num_workgroups_z_gep, align 4
  %workgroup_id_gep = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 1
  %workgroup_id = load ptr, ptr %workgroup_id_gep, align 8
  %workgroup_id_x_gep = getelementptr inbounds nuw %XLA_CPU_WorkGroupId, ptr %workgroup_id, i32 0, i32 0
  %workgroup_id_y_gep = getelementptr inbounds nuw %XLA_CPU_WorkGroupId, ptr %workgroup_id, i32 0, i32 1
  %workgroup_id_z_gep = getelementptr inbounds nuw %XLA_CPU_WorkGroupId, ptr %workgroup_id, i32 0, i32 2
  %workgroup_id_x = load i64, ptr %workgroup_id_x_gep, align 4
  %workgroup_id_y = load i64, ptr %workgroup_id_y_gep, align 4
  %workgroup_id_z = load i64, ptr %workgroup_id_z_gep, align 4
  %args_gep = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args = load ptr, ptr %args_gep, align 8
  %arg0_gep = getelementptr %XLA_CPU_KernelArg, ptr %args, i32 0, i32 0
  %arg0 = load ptr, ptr %arg0_gep, align 8, !invariant.load !4, !dereferenceable !5, !align !6
  %args_gep1 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args2 = load ptr, ptr %args_gep1, align 8
  %arg1_gep = getelementptr %XLA_CPU_KernelArg, ptr %args2, i32 1, i32 0
  %arg1 = load ptr, ptr %arg1_gep, align 8, !invariant.load !4, !dereferenceable !7, !align !6
  %args_gep3 = getelementptr inbounds nuw %XLA_CPU_KernelCallFrame, ptr %0, i32 0, i32 3
  %args4 = load ptr, ptr %args_gep3, align 8
  %arg2_gep = getelementptr %XLA_CPU_KernelArg, ptr %args4, i32 2, i32 0
  %arg2 = load ptr, ptr %arg2_gep, align 8, !invariant.load !4, !dereferenceable !8, !align !6
  %lo_dim_0_gep = getelementptr inbounds [2 x [2 x [2 x i64]]], ptr @reduce-window.clone_parallel_bounds, i32 0, i64 %workgroup_id_x, i32 0, i32 0
  %up_dim_0_gep = getelementptr inbounds [2 x [2 x [2 x i64]]], ptr @reduce-window.clone_parallel_bounds, i32 0, i64 %workgroup_id_x, i32 0, i32 1
  %up_dim_0 = load i64, ptr %up_dim_0_gep, align 4
  %lo_dim_0 = load i64, ptr %lo_dim_0_gep, align 4
  %lo_dim_1_gep = getelementptr inbounds [2 x [2 x [2 x i64]]], ptr @reduce-window.clone_parallel_bounds, i32 0, i64 %workgroup_id_x, i32 1, i32 0
  %up_dim_1_gep = getelementptr inbounds [2 x [2 x [2 x i64]]], ptr @reduce-window.clone_parallel_bounds, i32 0, i64 %workgroup_id_x, i32 1, i32 1
  %up_dim_1 = load i64, ptr %up_dim_1_gep, align 4
  %lo_dim_1 = load i64, ptr %lo_dim_1_gep, align 4
  store i64 %lo_dim_0, ptr %reduce-window.clone.invar_address.dim.0, align 4
  br label %reduce-window.clone.loop_header.dim.0

reduce-window.clone.loop_header.dim.0:            ; preds = %reduce-window.clone.loop_exit.dim.1, %1
  %reduce-window.clone.indvar.dim.0 = load i64, ptr %reduce-window.clone.invar_address.dim.0, align 4
  %2 = icmp uge i64 %reduce-window.clone.indvar.dim.0, %up_dim_0
  br i1 %2, label %reduce-window.clone.loop_exit.dim.0, label %reduce-window.clone.loop_body.dim.0

reduce-window.clone.loop_body.dim.0:              ; preds = %reduce-window.clone.loop_header.dim.0
  store i64 %lo_dim_1, ptr %reduce-window.clone.invar_address.dim.1, align 4
  br label %reduce-window.clone.loop_header.dim.1

reduce-window.clone.loop_header.dim.1:            ; preds = %reduce-window.clone.loop_exit.dim.2, %reduce-window.clone.loop_body.dim.0
  %reduce-window.clone.indvar.dim.1 = load i64, ptr %reduce-window.clone.invar_address.dim.1, align 4
  %3 = icmp uge i64 %reduce-window.clone.indvar.dim.1, %up_dim_1
  br i1 %3, label %reduce-window.clone.loop_exit.dim.1, label %reduce-window.clone.loop_body.dim.1

reduce-window.clone.loop_body.dim.1:              ; preds = %reduce-window.clone.loop_header.dim.1
  store i64 0, ptr %reduce-window.clone.invar_address.dim.2, align 4
  br label %reduce-window.clone.loop_header.dim.2

reduce-window.clone.loop_header.dim.2:            ; preds = %reduce-window.clone.loop_exit.window.0, %reduce-window.clone.loop_body.dim.1
  %reduce-window.clone.indvar.dim.2 = load i64, ptr %reduce-window.clone.invar_address.dim.2, align 4
  %4 = icmp uge i64 %reduce-window.clone.indvar.dim.2, 4
  br i1 %4, label %reduce-window.clone.loop_exit.dim.2, label %reduce-window.clone.loop_body.dim.2

reduce-window.clone.loop_body.dim.2:              ; preds = %reduce-window.clone.loop_header.dim.2
  %5 = load float, ptr %arg1, align 4, !invariant.load !4, !noalias !9
  store float %5, ptr %reduce_window_accum_ptr, align 4
  store i64 0, ptr %reduce-window.clone.invar_address.window.0, align 4
  br label %reduce-window.clone.loop_header.window.0

reduce-window.clone.loop_header.window.0:         ; preds = %reduce-window.clone.loop_exit.window.1, %reduce-window.clone.loop_body.dim.2
  %reduce-window.clone.indvar.window.0 = load i64, ptr %reduce-window.clone.invar_address.window.0, align 4
  %6 = icmp uge i64 %reduce-window.clone.indvar.window.0, 1
  br i1 %6, label %reduce-window.clone.loop_exit.window.0, label %reduce-window.clone.loop_body.window.0

reduce-window.clone.loop_body.window.0:           ; preds = %reduce-window.clone.loop_header.window.0
  store i64 0, ptr %reduce-window.clone.invar_address.window.1, align 4
  br label %reduce-window.clone.loop_header.window.1

reduce-window.clone.loop_header.window.1:         ; preds = %reduce-window.clone.loop_exit.window.2, %reduce-window.clone.loop_body.window.0
  %reduce-window.clone.indvar.window.1 = load i64, ptr %reduce-window.clone.invar_address.window.1, align 4
  %7 = icmp uge i64 %reduce-window.clone.indvar.window.1, 1
  br i1 %7, label %reduce-window.clone.loop_exit.window.1, label %reduce-window.clone.loop_body.window.1

reduce-window.clone.loop_body.window.1:           ; preds = %reduce-window.clone.loop_header.window.1
  store i64 0, ptr %reduce-window.clone.invar_address.window.2, align 4
  br label %reduce-window.clone.loop_header.window.2

reduce-window.clone.loop_header.window.2:         ; preds = %in_bounds-after, %reduce-window.clone.loop_body.window.1
  %reduce-window.clone.indvar.window.2 = load i64, ptr %reduce-window.clone.invar_address.window.2, align 4
  %8 = icmp uge i64 %reduce-window.clone.indvar.window.2, 32
  br i1 %8, label %reduce-window.clone.loop_exit.window.2, label %reduce-window.clone.loop_body.window.2

reduce-window.clone.loop_body.window.2:           ; preds = %reduce-window.clone.loop_header.window.2
  %9 = mul nsw i64 %reduce-window.clone.indvar.dim.0, 1
  %10 = mul nsw i64 %reduce-window.clone.indvar.window.0, 1
  %11 = add nsw i64 %9, %10
  %12 = sub nsw i64 %11, 0
  %13 = srem i64 %12, 1
  %14 = icmp eq i64 %13, 0
  %15 = and i1 true, %14
  %16 = sdiv i64 %12, 1
  %17 = icmp ult i64 %16, 1
  %18 = and i1 %15, %17
  %19 = mul nsw i64 %reduce-window.clone.indvar.dim.1, 1
  %20 = mul nsw i64 %reduce-window.clone.indvar.window.1, 1
  %21 = add nsw i64 %19, %20
  %22 = sub nsw i64 %21, 0
  %23 = srem i64 %22, 1
  %24 = icmp eq i64 %23, 0
  %25 = and i1 %18, %24
  %26 = sdiv i64 %22, 1
  %27 = icmp ult i64 %26, 1024
  %28 = and i1 %25, %27
  %29 = mul nsw i64 %reduce-window.clone.indvar.dim.2, 32
  %30 = mul nsw i64 %reduce-window.clone.indvar.window.2, 1
  %31 = add nsw i64 %29, %30
  %32 = sub nsw i64 %31, 0
  %33 = srem i64 %32, 1
  %34 = icmp eq i64 %33, 0
  %35 = and i1 %28, %34
  %36 = sdiv i64 %32, 1
  %37 = icmp ult i64 %36, 128
  %38 = and i1 %35, %37
  br i1 %38, label %in_bounds-true, label %in_bounds-false

in_bounds-after:                                  ; preds = %in_bounds-false, %in_bounds-true
  %invar.inc9 = add nuw nsw i64 %reduce-window.clone.indvar.window.2, 1
  store i64 %invar.inc9, ptr %reduce-window.clone.invar_address.window.2, align 4
  br label %reduce-window.clone.loop_header.window.2

reduce-window.clone.loop_exit.window.2:           ; preds = %reduce-window.clone.loop_header.window.2
  %invar.inc8 = add nuw nsw i64 %reduce-window.clone.indvar.window.1, 1
  store i64 %invar.inc8, ptr %reduce-window.clone.invar_address.window.1, align 4
  br label %reduce-window.clone.loop_header.window.1

reduce-window.clone.loop_exit.window.1:           ; preds = %reduce-window.clone.loop_header.window.1
  %invar.inc7 = add nuw nsw i64 %reduce-window.clone.indvar.window.0, 1
  store i64 %invar.inc7, ptr %reduce-window.clone.invar_address.window.0, align 4
  br label %reduce-window.clone.loop_header.window.0

reduce-window.clone.loop_exit.window.0:           ; preds = %reduce-window.clone.loop_header.window.0
  %39 = load float, ptr %reduce_window_accum_ptr, align 4
  %40 = getelementptr inbounds [1 x [1024 x [4 x float]]], ptr %arg2, i64 0, i64 0, i64 %reduce-window.clone.indvar.dim.1, i64 %reduce-window.clone.indvar.dim.2
  store float %39, ptr %40, align 4, !alias.scope !9
  %invar.inc6 = add nuw nsw i64 %reduce-window.clone.indvar.dim.2, 1
  store i64 %invar.inc6, ptr %reduce-window.clone.invar_address.dim.2, align 4
  br label %reduce-window.clone.loop_header.dim.2

reduce-window.clone.loop_exit.dim.2:              ; preds = %reduce-window.clone.loop_header.dim.2
  %invar.inc5 = add nuw nsw i64 %reduce-window.clone.indvar.dim.1, 1
  store i64 %invar.inc5, ptr %reduce-window.clone.invar_address.dim.1, align 4
  br label %reduce-window.clone.loop_header.dim.1, !llvm.loop !12

reduce-window.clone.loop_exit.dim.1:              ; preds = %reduce-window.clone.loop_header.dim.1
  %invar.inc = add nuw nsw i64 %reduce-window.clone.indvar.dim.0, 1
  store i64 %invar.inc, ptr %reduce-window.clone.invar_address.dim.0, align 4
  br label %reduce-window.clone.loop_header.dim.0, !llvm.loop !14

reduce-window.clone.loop_exit.dim.0:              ; preds = %reduce-window.clone.loop_header.dim.0
  br label %return

return:                                           ; preds = %reduce-window.clone.loop_exit.dim.0
  ret ptr null

in_bounds-true:                                   ; preds = %reduce-window.clone.loop_body.window.2
  %41 = getelementptr inbounds [1 x [1024 x [128 x float]]], ptr %arg0, i64 0, i64 0, i64 %26, i64 %36
  %42 = load float, ptr %41, align 4, !invariant.load !4, !noalias !9
  %43 = load float, ptr %reduce_window_accum_ptr, align 4
  store float %43, ptr %arg_addr, align 4
  store float %42, ptr %arg_addr10, align 4
  %44 = getelementptr inbounds ptr, ptr %reducer_function_parameter_addresses, i64 0
  store ptr %arg_addr, ptr %44, align 8
  %45 = getelementptr inbounds ptr, ptr %reducer_function_parameter_addresses, i64 1
  store ptr %arg_addr10, ptr %45, align 8
  call void @scalar_add_computation(ptr %reducer_function_return_value_addr, ptr null, ptr %reducer_function_parameter_addresses, ptr null, ptr null, ptr null)
  %46 = load float, ptr %reducer_function_return_value_addr, align 4
  store float %46, ptr %reduce_window_accum_ptr, align 4
  br label %in_bounds-after

in_bounds-false:                                  ; preds = %reduce-window.clone.loop_body.window.2
  br label %in_bounds-after
}

; Function Attrs: alwaysinline uwtable
define internal void @scalar_add_computation(ptr %retval, ptr noalias %run_options, ptr noalias %params, ptr noalias %buffer_table, ptr noalias %status, ptr noalias %prof_counters) #1 {
entry:
  %add = alloca float, align 4
  %0 = getelementptr inbounds ptr, ptr %params, i64 0
  %scalar_lhs = load ptr, ptr %0, align 8, !dereferenceable !7, !align !7
  %1 = getelementptr inbounds ptr, ptr %params, i64 1
  %scalar_rhs = load ptr, ptr %1, align 8, !dereferenceable !7, !align !7
  %2 = load float, ptr %scalar_lhs, align 4, !alias.scope !15, !noalias !18
  %3 = load float, ptr %scalar_rhs, align 4, !alias.scope !20, !noalias !18
  %add1 = fadd reassoc float %2, %3
  store float %add1, ptr %add, align 4, !alias.scope !18
  %load_ret_value = load float, ptr %add, align 4
  store float %load_ret_value, ptr %retval, align 4
  br label %return

return:                                           ; preds = %entry
  ret void
}

attributes #0 = { uwtable "frame-pointer"="all" "prefer-vector-width"="256" }
attributes #1 = { alwaysinline uwtable "denormal-fp-math"="preserve-sign" "no-frame-pointer-elim"="false" }

!xla_cpu_memory_region_name = !{!0, !1}
!llvm.module.flags = !{!2, !3}

!0 = !{!"xla_cpu_emitter__elemental_kernel_emitter__hlo_opcode__reduce-window"}
!1 = !{!"ir_emitter"}
!2 = !{i32 1, !"xla_backend_extra_options", !"xla_cpu_disable_loop_unrolling"}
!3 = !{i32 1, !"xla_dylib_index", i64 0}
!4 = !{}
!5 = !{i64 524288}
!6 = !{i64 64}
!7 = !{i64 4}
!8 = !{i64 16384}
!9 = !{!10}
!10 = !{!"result slice: {index:142, offset:5242880, size:16384}", !11}
!11 = !{!"XLA host kernel reduce-window.clone_kernel AA domain"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !13}
!15 = !{!16}
!16 = !{!"buffer: {index:86, offset:0, size:4}", !17}
!17 = !{!"XLA global AA domain"}
!18 = !{!19}
!19 = !{!"buffer: {index:88, offset:0, size:4}", !17}
!20 = !{!21}
!21 = !{!"buffer: {index:87, offset:0, size:4}", !17}
